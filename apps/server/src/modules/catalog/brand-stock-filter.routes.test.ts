import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createBrand, createCategory, createProduct } from './test-factories.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const tools = (await createCategory(db, { name: 'Herramientas' })).id;
  const truper = (await createBrand(db, { name: 'Truper' })).id;
  const bosch = (await createBrand(db, { name: 'Bosch' })).id;
  const makita = (await createBrand(db, { name: 'Makita' })).id;
  const items: [string, number, number][] = [
    ['Martillo Truper', truper, 5],
    ['Alicate Truper', truper, 0],
    ['Taladro Bosch', bosch, 3],
    ['Amoladora Bosch', bosch, 0],
    ['Sierra Makita', makita, 7],
  ];
  for (const [i, [name, brandId, quantity]] of items.entries()) {
    await createProduct(db, {
      name,
      brandId,
      quantity,
      categoryId: tools,
      dateCreated: new Date(Date.UTC(2024, 0, 1 + i)),
    });
  }
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const names = (list: { name: string }[]) => list.map((p) => p.name).sort();

describe('brand and in-stock filters (ADR 038)', () => {
  it('by/search narrows to one brand, case-blind', async () => {
    const res = await post('/api/product/by/search', { brand: 'truper' });
    expect(res.statusCode).toBe(200);
    expect(names(res.json().filtered_products)).toEqual(['Alicate Truper', 'Martillo Truper']);
    expect(res.json().count).toBe(2);
  });

  it('by/search takes several brands and in_stock together', async () => {
    const res = await post('/api/product/by/search', {
      brand: ['Truper', 'Bosch'],
      in_stock: true,
      sortBy: 'name',
      order: 'asc',
    });
    expect(names(res.json().filtered_products)).toEqual(['Martillo Truper', 'Taladro Bosch']);
  });

  it("keeps the seed's body working and answers every product without the new fields", async () => {
    const res = await post('/api/product/by/search', {
      category_id: 0,
      price_range: 'Any',
      sortBy: 'created',
      order: 'desc',
    });
    expect(res.json().count).toBe(5);
  });

  it('search takes the same filters', async () => {
    const res = await post('/api/product/search', { search: '', in_stock: true, brand: 'Bosch' });
    expect(res.statusCode).toBe(200);
    expect(names(res.json().search_products)).toEqual(['Taladro Bosch']);
  });

  it('refuses bad filter values with a 400, never a 500', async () => {
    const bad = await post('/api/product/by/search', { in_stock: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('in_stock');
    const long = await post('/api/product/by/search', { brand: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    const many = await post('/api/product/by/search', { brand: Array(21).fill('a') });
    expect(many.statusCode).toBe(400);
  });

  it('GET /api/product/brands lists the brands with products, by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/brands' });
    expect(res.statusCode).toBe(200);
    expect(res.json().brands.map((b: { name: string }) => b.name)).toEqual([
      'Bosch',
      'Makita',
      'Truper',
    ]);
  });
});
