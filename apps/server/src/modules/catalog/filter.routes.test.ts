import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createBrand, createCategory, createProduct } from './test-factories.js';

let t: TestApp;
let tools: number;
let drills: number;
let paints: number;

/** [name, price in cents, sold, category]; each product one day newer than the one before. */
const PRODUCTS: [string, number, number, () => number][] = [
  ['Codo PVC', 99, 50, () => paints],
  ['Brocha 2"', 100, 10, () => paints],
  ['Destornillador', 1999, 70, () => tools],
  ['Martillo', 2000, 30, () => tools],
  ['Taladro pequeño', 3999, 5, () => drills],
  ['Taladro mediano', 4000, 90, () => drills],
  ['Esmeril', 6000, 20, () => tools],
  ['Ángulo de corte', 7999, 40, () => tools],
  ['Taladro grande', 8000, 60, () => drills],
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  tools = (await createCategory(db, { name: 'Herramientas' })).id;
  drills = (await createCategory(db, { name: 'Taladros', parentId: tools })).id;
  paints = (await createCategory(db, { name: 'Pinturas' })).id;
  const brand = await createBrand(db);
  for (const [i, [name, priceCents, sold, category]] of PRODUCTS.entries()) {
    await createProduct(db, {
      name,
      priceCents,
      sold,
      brandId: brand.id,
      categoryId: category(),
      dateCreated: new Date(Date.UTC(2024, 0, 1 + i)),
    });
  }
});
afterAll(() => t.close());

const filter = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/product/by/search', payload: payload as object });
const names = (res: { json(): { filtered_products: { name: string }[] } }) =>
  res.json().filtered_products.map((p) => p.name);

describe('POST /api/product/by/search', () => {
  it('with the defaults lists everything, newest first', async () => {
    const res = await filter({});
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(9);
    expect(names(res)[0]).toBe('Taladro grande');
  });

  it("takes the seed's filter state as sent (strings, sortBy)", async () => {
    const res = await filter({
      category_id: '0',
      price_range: 'Any',
      sortBy: 'price',
      order: 'asc',
    });
    expect(names(res).slice(0, 3)).toEqual(['Codo PVC', 'Brocha 2"', 'Destornillador']);
  });

  it('includes the sub-categories of a parent category', async () => {
    const res = await filter({ category_id: tools, sort_by: 'name', order: 'asc' });
    expect(names(res)).toEqual([
      'Ángulo de corte',
      'Destornillador',
      'Esmeril',
      'Martillo',
      'Taladro grande',
      'Taladro mediano',
      'Taladro pequeño',
    ]);
    const sub = await filter({ category_id: drills, sort_by: 'name', order: 'desc' });
    expect(names(sub)).toEqual(['Taladro pequeño', 'Taladro mediano', 'Taladro grande']);
  });

  it.each([
    ['Any', 9],
    ['Todos los precios', 9],
    ['1 - 19', 2],
    ['20 - 39', 2],
    ['40 - 59', 1],
    ['60 - 79', 2],
    ['More than 80', 1],
    ['80 o más', 1],
  ])('filters the price range %s (lower bound in, upper bound out)', async (range, count) => {
    const res = await filter({ price_range: range, sort_by: 'price', order: 'asc' });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(count);
  });

  it('puts each price at its range boundary in the right range', async () => {
    const low = await filter({ price_range: '1 - 19', sort_by: 'price', order: 'asc' });
    expect(names(low)).toEqual(['Brocha 2"', 'Destornillador']);
    const twenty = await filter({ price_range: '20 - 39', sort_by: 'price', order: 'asc' });
    expect(names(twenty)).toEqual(['Martillo', 'Taladro pequeño']);
    const top = await filter({ price_range: '80 o más' });
    expect(names(top)).toEqual(['Taladro grande']);
  });

  it('sorts by most sold and combines category, range and sort', async () => {
    const res = await filter({ category_id: tools, price_range: '40 - 59', sort_by: 'sold' });
    expect(names(res)).toEqual(['Taladro mediano']);
    const sold = await filter({ sort_by: 'sold', order: 'desc', page_size: 3 });
    expect(names(sold)).toEqual(['Taladro mediano', 'Destornillador', 'Taladro grande']);
  });

  it('pages with page and page_size and keeps the total count', async () => {
    const first = await filter({ sort_by: 'price', order: 'asc', page: 1, page_size: 4 });
    const third = await filter({ sort_by: 'price', order: 'asc', page: 3, page_size: 4 });
    expect(names(first)).toEqual(['Codo PVC', 'Brocha 2"', 'Destornillador', 'Martillo']);
    expect(third.json()).toMatchObject({ count: 9 });
    expect(names(third)).toEqual(['Taladro grande']);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await filter({ category_id: paints, price_range: '60 - 79' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ filtered_products: [], count: 0 });
  });

  it('answers 404 for an unknown category', async () => {
    for (const id of [987654, 99999999999]) {
      const res = await filter({ category_id: id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'This category does not exist', code: 'not_found' });
    }
  });

  it.each([
    [{ price_range: 'Barato' }, { price_range: ['"Barato" is not a valid choice.'] }],
    [{ sort_by: 'rating' }, { sort_by: ['"rating" is not a valid choice.'] }],
    [{ order: 'random' }, { order: ['"random" is not a valid choice.'] }],
    [{ category_id: 'abc' }, { category_id: ['A valid integer is required.'] }],
    [{ category_id: -1 }, { category_id: ['Ensure this value is greater than or equal to 0.'] }],
    [{ page: -1 }, { page: ['Ensure this value is greater than or equal to 1.'] }],
    [{ page_size: 5000 }, { page_size: ['Ensure this value is less than or equal to 100.'] }],
  ])('answers 400 with a DRF body for %j', async (payload, body) => {
    const res = await filter(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(body);
  });

  it('takes a request without a body as all defaults', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/product/by/search' });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(9);
  });

  it.each([
    [[], 'list'],
    ['"Any"', 'str'],
    [5, 'int'],
  ])('answers 400 for the body %j with DRF non_field_errors', async (payload, type) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/by/search',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: [`Invalid data. Expected a dictionary, but got ${type}.`],
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/by/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"category_id": ',
    });
    expect(res.statusCode).toBe(400);
  });
});
