import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createBrand, createCategory, createProduct } from './test-factories.js';

let t: TestApp;
const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const brand = await createBrand(db, { name: 'Truper' });
  const category = await createCategory(db, { name: 'Herramientas' });
  const rows: [string, number, number, string][] = [
    ['Martillo de uña', 1850, 210, '2024-01-01'],
    ['Álamo de prueba', 990, 5, '2024-01-02'],
    ['Brocha de 2"', 220, 230, '2024-01-03'],
    ['Zapatos de seguridad', 4500, 0, '2024-01-04'],
    ['cinta métrica', 890, 300, '2024-01-05'],
  ];
  for (const [name, priceCents, sold, date] of rows) {
    await createProduct(db, {
      name,
      brandId: brand.id,
      categoryId: category.id,
      priceCents,
      sold,
      dateCreated: new Date(`${date}T10:00:00Z`),
    });
  }
});
afterAll(() => t.close());

describe('GET /api/product/get-products', () => {
  it('lists every product, newest first, with the total count', async () => {
    const res = await get('/api/product/get-products');
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(5);
    expect(names(res.json())).toEqual([
      'cinta métrica',
      'Zapatos de seguridad',
      'Brocha de 2"',
      'Álamo de prueba',
      'Martillo de uña',
    ]);
  });

  it("takes the seed's home page calls: sortBy, order and limit", async () => {
    const arrivals = await get('/api/product/get-products?sortBy=date_created&order=desc&limit=3');
    expect(names(arrivals.json())).toEqual([
      'cinta métrica',
      'Zapatos de seguridad',
      'Brocha de 2"',
    ]);
    expect(arrivals.json().count).toBe(5);
    const sold = await get('/api/product/get-products?sortBy=sold&order=desc&limit=3');
    expect(names(sold.json())).toEqual(['cinta métrica', 'Brocha de 2"', 'Martillo de uña']);
  });

  it.each([
    [
      'price',
      'asc',
      [
        'Brocha de 2"',
        'cinta métrica',
        'Álamo de prueba',
        'Martillo de uña',
        'Zapatos de seguridad',
      ],
    ],
    [
      'price',
      'desc',
      [
        'Zapatos de seguridad',
        'Martillo de uña',
        'Álamo de prueba',
        'cinta métrica',
        'Brocha de 2"',
      ],
    ],
    [
      'name',
      'asc',
      [
        'Álamo de prueba',
        'Brocha de 2"',
        'cinta métrica',
        'Martillo de uña',
        'Zapatos de seguridad',
      ],
    ],
    [
      'title',
      'desc',
      [
        'Zapatos de seguridad',
        'Martillo de uña',
        'cinta métrica',
        'Brocha de 2"',
        'Álamo de prueba',
      ],
    ],
    [
      'created',
      'asc',
      [
        'Martillo de uña',
        'Álamo de prueba',
        'Brocha de 2"',
        'Zapatos de seguridad',
        'cinta métrica',
      ],
    ],
  ])('sorts by %s %s (names ignore accents and case)', async (sortBy, order, expected) => {
    const res = await get(`/api/product/get-products?sortBy=${sortBy}&order=${order}`);
    expect(names(res.json())).toEqual(expected);
  });

  it('pages with page and page_size', async () => {
    const first = await get('/api/product/get-products?page=1&page_size=2');
    const second = await get('/api/product/get-products?page=2&page_size=2');
    const past = await get('/api/product/get-products?page=9&page_size=2');
    expect(names(first.json())).toEqual(['cinta métrica', 'Zapatos de seguridad']);
    expect(names(second.json())).toEqual(['Brocha de 2"', 'Álamo de prueba']);
    expect(past.json()).toEqual({ products: [], count: 5 });
  });

  it.each([
    ['limit=0', { limit: ['Ensure this value is greater than or equal to 1.'] }],
    ['limit=101', { limit: ['Ensure this value is less than or equal to 100.'] }],
    ['limit=tres', { limit: ['A valid integer is required.'] }],
    ['sortBy=popularity', { sortBy: ['"popularity" is not a valid choice.'] }],
    ['order=up', { order: ['"up" is not a valid choice.'] }],
    ['page=-1', { page: ['Ensure this value is greater than or equal to 1.'] }],
    ['page_size=100000', { page_size: ['Ensure this value is less than or equal to 100.'] }],
  ])('answers 400 with a DRF body for %s', async (query, body) => {
    const res = await get(`/api/product/get-products?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(body);
  });

  it('answers an absurd page with an empty list, not an error', async () => {
    const res = await get('/api/product/get-products?page=99999999999999&page_size=100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ products: [], count: 5 });
  });
});

describe('cached answers', () => {
  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/product/get-products?limit=2');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/product/get-products?limit=2', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('show a change to the catalogue at once', async () => {
    const before = await get('/api/product/get-products?sortBy=sold&order=desc&limit=1');
    expect(before.json().products[0].name).toBe('cinta métrica');
    const [top] = await t.app.db
      .update(products)
      .set({ sold: 10_000, quantity: 0 })
      .where(eq(products.name, 'Álamo de prueba'))
      .returning();
    const after = await get('/api/product/get-products?sortBy=sold&order=desc&limit=1');
    expect(after.json().products[0]).toMatchObject({ id: top!.id, sold: 10_000, quantity: 0 });
    expect(after.headers.etag).not.toBe(before.headers.etag);

    const added = await createProduct(t.app.db, { dateCreated: new Date('2030-01-01T00:00:00Z') });
    const newest = await get('/api/product/get-products?limit=1');
    expect(newest.json()).toMatchObject({ count: 6, products: [{ id: added.id }] });
  });

  it('show new stock at once, on the product page and among the related', async () => {
    const product = await createProduct(t.app.db, { quantity: 3 });
    const sibling = await createProduct(t.app.db, { categoryId: product.categoryId });
    expect((await get(`/api/product/product/${product.id}`)).json().product.quantity).toBe(3);
    const related = await get(`/api/product/related/${sibling.id}`);
    expect(related.json().related_products[0].quantity).toBe(3);
    await t.app.db.update(products).set({ quantity: 2 }).where(eq(products.id, product.id));
    expect((await get(`/api/product/product/${product.id}`)).json().product.quantity).toBe(2);
    const after = await get(`/api/product/related/${sibling.id}`);
    expect(after.json().related_products[0].quantity).toBe(2);
  });

  it('show a new category at once', async () => {
    await get('/api/category/categories');
    await createCategory(t.app.db, { name: 'Recién creada' });
    const res = await get('/api/category/categories');
    expect(res.json().categories.map((c: { name: string }) => c.name)).toContain('Recién creada');
  });
});
