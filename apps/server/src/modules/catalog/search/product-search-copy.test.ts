import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { insertProducts, searchTextFor } from '../products/product-writer.js';
import {
  createBrand,
  createCategory,
  createProduct,
  type ProductTableRow,
} from '../test-factories.js';

// Search reads product_search, a copy kept by triggers on products (ADR 044): every kind of
// write to a product shows in the next search, and no search ever sees a stale copy. A second
// saw always matches "sierra" as text, so the answers come from the copy, never from the
// fallback by name similarity (which reads products itself).

let t: TestApp;
let brandId: number;
let categoryId: number;
let product: ProductTableRow;
const SAW = 'Sierra de mano 18"';
const CIRCULAR = 'Sierra circular 7 1/4"';

beforeAll(async () => {
  t = await createTestApp();
  brandId = (await createBrand(t.app.db, { name: 'Truper' })).id;
  categoryId = (await createCategory(t.app.db, { name: 'Herramientas' })).id;
  product = await createProduct(t.app.db, {
    name: 'Serrucho de costilla 12"',
    brandId,
    categoryId,
  });
  const stanley = await createBrand(t.app.db, { name: 'Stanley' });
  await createProduct(t.app.db, {
    name: CIRCULAR,
    brandId: stanley.id,
    categoryId,
    priceCents: 4800,
  });
});
afterAll(() => t.close());

/** The names found, in alphabetical order. */
async function search(body: object): Promise<string[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/product/search', payload: body });
  expect(res.statusCode).toBe(200);
  const json = res.json<{ search_products: { name: string }[]; count: number }>();
  expect(json.count).toBe(json.search_products.length);
  return json.search_products.map((p) => p.name).sort();
}
const update = (set: Partial<typeof products.$inferInsert>) =>
  t.app.db.update(products).set(set).where(eq(products.id, product.id));

describe('the search copy of a product', () => {
  it('follows a new name and description, and forgets the old words', async () => {
    const description = '<p>Hoja templada para madera y PVC.</p>';
    await update({
      name: SAW,
      description,
      searchText: await searchTextFor(t.app.db, { brandId, categoryId, description }),
    });
    expect(await search({ search: 'sierra' })).toEqual([CIRCULAR, SAW]);
    expect(await search({ search: 'templada pvc' })).toEqual([SAW]);
    expect(await search({ search: 'costilla' })).toEqual([]);
  });

  it('follows price, stock and sales, which filters and sorts read', async () => {
    await update({ priceCents: 4500 });
    expect(await search({ search: 'sierra', price_range: '40 - 59' })).toEqual([CIRCULAR, SAW]);
    expect(await search({ search: 'sierra', price_range: '1 - 19' })).toEqual([]);
    await update({ quantity: 0, sold: 12 });
    expect(await search({ search: 'sierra', in_stock: true })).toEqual([CIRCULAR]);
    const bySales = await t.app.inject({
      method: 'POST',
      url: '/api/product/search',
      payload: { search: 'sierra', sort_by: 'sold', order: 'desc' },
    });
    expect(bySales.json<{ search_products: { name: string }[] }>().search_products[0]!.name).toBe(
      SAW,
    );
  });

  it('follows a product hidden and shown again', async () => {
    await update({ isActive: false });
    expect(await search({ search: 'sierra' })).toEqual([CIRCULAR]);
    await update({ isActive: true });
    expect(await search({ search: 'sierra' })).toEqual([CIRCULAR, SAW]);
  });

  it('follows a move to another brand', async () => {
    expect(await search({ search: 'sierra', brand: ['Stanley'] })).toEqual([CIRCULAR]);
    await update({ brandId: (await createBrand(t.app.db, { name: 'Urrea' })).id });
    expect(await search({ search: 'sierra', brand: ['Urrea', 'Stanley'] })).toEqual([
      CIRCULAR,
      SAW,
    ]);
    expect(await search({ search: 'sierra', brand: ['Truper'] })).toEqual([]);
  });

  it('holds every product of a many-row insert, and lets go of deleted ones', async () => {
    const base = {
      brandId,
      categoryId,
      description: '',
      priceCents: 300,
      comparePriceCents: 300,
      quantity: 5,
      sold: 0,
    };
    const ids = await insertProducts(
      t.app.db,
      ['Brocha de cerda 2"', 'Brocha de cerda 3"', 'Brocha de cerda 4"'].map((name, i) => ({
        ...base,
        name,
        slug: `brocha-${i}`,
        photo: `/media/products/brocha-${i}.webp`,
        thumbnail: `/media/products/brocha-${i}-thumb.webp`,
      })),
    );
    expect(await search({ search: 'brochas' })).toHaveLength(3);
    await t.app.db.delete(products).where(inArray(products.id, ids.slice(0, 2)));
    expect(await search({ search: 'brochas' })).toEqual(['Brocha de cerda 4"']);
  });
});
