import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { insertProducts } from './products/product-writer.js';
import { createBrand, createCategory } from './test-factories.js';

// Issue 10.4: the family's clients have no pager; without page, page_size or limit the lists
// answer every match (up to LIST_CAP), with `count` always the full total.

const TOTAL = 121;
let t: TestApp;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const brand = await createBrand(t.app.db, { name: 'Truper' });
  categoryId = (await createCategory(t.app.db, { name: 'Herramientas' })).id;
  await insertProducts(
    t.app.db,
    Array.from({ length: TOTAL }, (_, i) => ({
      name: `Llave combinada ${i + 1} mm`,
      slug: `llave-combinada-${i + 1}`,
      brandId: brand.id,
      categoryId,
      description: '<p>Llave de acero al cromo vanadio.</p>',
      priceCents: 1000 + i * 10,
      comparePriceCents: 0,
      quantity: 5,
      sold: i,
      photo: `/media/products/llave-${i + 1}.webp`,
      thumbnail: `/media/products/llave-${i + 1}-thumb.webp`,
      dateCreated: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
    })),
  );
});
afterAll(() => t.close());

const ids = (list: { id: number }[]) => new Set(list.map((p) => p.id));

describe('lists without paging parameters (a 121-product catalogue)', () => {
  it('get-products answers every product, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/get-products' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(TOTAL);
    expect(ids(body.products).size).toBe(TOTAL);
    expect(body.products[0].name).toBe('Llave combinada 121 mm');
  });

  it('by/search answers every match, in the asked order', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/by/search',
      payload: { category_id: categoryId, price_range: 'Any', sort_by: 'price', order: 'asc' },
    });
    const body = res.json();
    expect(body.count).toBe(TOTAL);
    expect(ids(body.filtered_products).size).toBe(TOTAL);
    expect(body.filtered_products[0].name).toBe('Llave combinada 1 mm');
  });

  it('search answers every match', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/search',
      payload: { search: 'llaves', category_id: 0 },
    });
    expect(res.json().count).toBe(TOTAL);
    expect(ids(res.json().search_products).size).toBe(TOTAL);
  });

  it('pages as before with page, page_size or limit, and keeps the full count', async () => {
    const cases = [
      t.app.inject({ method: 'GET', url: '/api/product/get-products?page=2' }),
      t.app.inject({ method: 'GET', url: '/api/product/get-products?limit=3' }),
      t.app.inject({ method: 'POST', url: '/api/product/by/search', payload: { page_size: 50 } }),
      t.app.inject({
        method: 'POST',
        url: '/api/product/search',
        payload: { search: 'llave', page: 6, page_size: 24 },
      }),
    ];
    const [page2, limit3, size50, lastPage] = (await Promise.all(cases)).map((r) => r.json());
    expect(page2).toMatchObject({ count: TOTAL });
    expect(page2.products).toHaveLength(24);
    expect(page2.products[0].name).toBe('Llave combinada 97 mm');
    expect(limit3.products).toHaveLength(3);
    expect(size50).toMatchObject({ count: TOTAL });
    expect(size50.filtered_products).toHaveLength(50);
    expect(lastPage).toMatchObject({ count: TOTAL });
    expect(lastPage.search_products).toHaveLength(1);
  });

  it('stops at LIST_CAP, still counting every match', async () => {
    const capped = await createTestApp({ listCap: 100 });
    try {
      const brand = await createBrand(capped.app.db);
      const category = await createCategory(capped.app.db);
      await insertProducts(
        capped.app.db,
        Array.from({ length: 101 }, (_, i) => ({
          name: `Clavo ${i}`,
          slug: `clavo-${i}`,
          brandId: brand.id,
          categoryId: category.id,
          description: '',
          priceCents: 10,
          comparePriceCents: 0,
          quantity: 1,
          sold: 0,
          photo: '',
          thumbnail: '',
        })),
      );
      const res = await capped.app.inject({ method: 'GET', url: '/api/product/get-products' });
      expect(res.json().count).toBe(101);
      expect(res.json().products).toHaveLength(100);
    } finally {
      await capped.close();
    }
  });

  it('refuses bad paging as before', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/get-products?page=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ page: ['Ensure this value is greater than or equal to 1.'] });
  });
});
