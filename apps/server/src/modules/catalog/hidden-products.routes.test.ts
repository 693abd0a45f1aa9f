import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  createBrand,
  createCategory,
  createProduct,
  type ProductTableRow,
} from './test-factories.js';

// A hidden product (products.is_active = false) leaves the shop: lists, filter, search, suggest,
// related and its own page; it comes back when shown again (the cached answers follow at once).

let t: TestApp;
let shown: ProductTableRow;
let hidden: ProductTableRow;

beforeAll(async () => {
  t = await createTestApp();
  const brand = await createBrand(t.app.db, { name: 'Truper' });
  const category = await createCategory(t.app.db, { name: 'Herramientas' });
  const make = (name: string) =>
    createProduct(t.app.db, { name, brandId: brand.id, categoryId: category.id });
  shown = await make('Serrucho de costilla 12"');
  hidden = await make('Serrucho podador curvo');
});
afterAll(() => t.close());

const setActive = (isActive: boolean) =>
  t.app.db.update(products).set({ isActive }).where(eq(products.id, hidden.id));
const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const idsOf = (list: { id: number }[]) => list.map((p) => p.id);

async function visibleEverywhere() {
  const list = (await get('/api/product/get-products')).json();
  const filtered = (await post('/api/product/by/search', { category_id: shown.categoryId })).json();
  const found = (await post('/api/product/search', { search: 'serrucho' })).json();
  const typo = (await post('/api/product/search', { search: 'serucho podadr' })).json();
  const suggested = (await get('/api/product/suggest?q=serru')).json();
  const related = (await get(`/api/product/related/${shown.id}`)).json();
  const detail = await get(`/api/product/product/${hidden.id}`);
  return {
    list: { ids: idsOf(list.products), count: list.count },
    filtered: { ids: idsOf(filtered.filtered_products), count: filtered.count },
    found: { ids: idsOf(found.search_products), count: found.count },
    typo: idsOf(typo.search_products),
    suggested: idsOf(suggested.suggestions),
    related: idsOf(related.related_products),
    detail: detail.statusCode,
  };
}

describe('hidden products', () => {
  it('appear everywhere while active', async () => {
    const seen = await visibleEverywhere();
    expect(seen.list).toEqual({ ids: expect.arrayContaining([hidden.id, shown.id]), count: 2 });
    expect(seen.filtered.count).toBe(2);
    expect(seen.found.count).toBe(2);
    expect(seen.typo).toContain(hidden.id);
    expect(seen.suggested).toContain(hidden.id);
    expect(seen.related).toEqual([hidden.id]);
    expect(seen.detail).toBe(200);
  });

  it('leave lists, filter, search, suggest, related and detail once hidden', async () => {
    await setActive(false);
    const seen = await visibleEverywhere();
    expect(seen).toEqual({
      list: { ids: [shown.id], count: 1 },
      filtered: { ids: [shown.id], count: 1 },
      found: { ids: [shown.id], count: 1 },
      typo: expect.not.arrayContaining([hidden.id]),
      suggested: [shown.id],
      related: [],
      detail: 404,
    });
    const detail = await get(`/api/product/product/${hidden.id}`);
    expect(detail.json()).toEqual({
      error: 'Product with this ID does not exist',
      code: 'not_found',
    });
    expect((await get(`/api/product/related/${hidden.id}`)).statusCode).toBe(404);
  });

  it('come back at once when shown again', async () => {
    await setActive(true);
    const seen = await visibleEverywhere();
    expect(seen.found.count).toBe(2);
    expect(seen.suggested).toContain(hidden.id);
    expect(seen.detail).toBe(200);
  });
});
