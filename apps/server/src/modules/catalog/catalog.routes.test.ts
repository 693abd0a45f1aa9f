import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createBrand, createCategory, createProduct } from './test-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/category/categories', () => {
  it('answers an empty list when there are no categories', async () => {
    const res = await get('/api/category/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ categories: [] });
  });

  it('nests sub-categories under their parent, in display order', async () => {
    const tools = await createCategory(t.app.db, { name: 'Herramientas', position: 1 });
    const light = await createCategory(t.app.db, { name: 'Iluminación', position: 0 });
    const drills = await createCategory(t.app.db, { name: 'Taladros', parentId: tools.id });
    const saws = await createCategory(t.app.db, { name: 'Amoladoras', parentId: tools.id });
    const res = await get('/api/category/categories/');
    expect(res.json()).toEqual({
      categories: [
        { id: light.id, name: 'Iluminación', sub_categories: [] },
        {
          id: tools.id,
          name: 'Herramientas',
          sub_categories: [
            { id: saws.id, name: 'Amoladoras', sub_categories: [] },
            { id: drills.id, name: 'Taladros', sub_categories: [] },
          ],
        },
      ],
    });
  });
});

describe('GET /api/product/product/:id', () => {
  it('shows an image added after the answer was cached', async () => {
    const created = await createProduct(t.app.db, { name: 'Sierra con foto nueva' });
    expect((await get(`/api/product/product/${created.id}`)).json().product.images).toEqual([]);
    await t.app.db
      .insert(productImages)
      .values({ productId: created.id, photo: 'products/n.webp', thumbnail: 'products/n-t.webp' });
    await expect
      .poll(async () => (await get(`/api/product/product/${created.id}`)).json().product.images)
      .toEqual([{ photo: '/media/products/n.webp', thumbnail: '/media/products/n-t.webp' }]);
  });

  it('lists the further images in their order, after the main photo', async () => {
    const created = await createProduct(t.app.db, { name: 'Amoladora con galería' });
    await t.app.db.insert(productImages).values([
      {
        productId: created.id,
        photo: 'products/b.webp',
        thumbnail: 'products/b-t.webp',
        position: 2,
      },
      {
        productId: created.id,
        photo: '/media/products/a.webp',
        thumbnail: 'products/a-t.webp',
        position: 1,
      },
    ]);
    const res = await get(`/api/product/product/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().product.images).toEqual([
      { photo: '/media/products/a.webp', thumbnail: '/media/products/a-t.webp' },
      { photo: '/media/products/b.webp', thumbnail: '/media/products/b-t.webp' },
    ]);
  });

  it('answers the product in the contract shape', async () => {
    const brand = await createBrand(t.app.db, { name: 'Bosch' });
    const category = await createCategory(t.app.db, { name: 'Taladros eléctricos' });
    const created = await createProduct(t.app.db, {
      name: 'Taladro percutor 1/2" 750 W',
      slug: 'taladro-percutor-750',
      brandId: brand.id,
      categoryId: category.id,
      description: '<p>Potente <strong>y liviano</strong></p>',
      priceCents: 8990,
      comparePriceCents: 10450,
      quantity: 7,
      sold: 12,
      photo: '/media/products/taladro.webp',
      thumbnail: 'products/taladro-thumb.webp',
      dateCreated: new Date('2024-05-01T12:30:00Z'),
    });
    const res = await get(`/api/product/product/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      product: {
        id: created.id,
        name: 'Taladro percutor 1/2" 750 W',
        slug: 'taladro-percutor-750',
        sku: expect.stringMatching(/^EV-\d{5}$/),
        brand: 'Bosch',
        photo: '/media/products/taladro.webp',
        get_thumbnail: '/media/products/taladro-thumb.webp',
        description: '<p>Potente <strong>y liviano</strong></p>',
        price: '89.90',
        compare_price: '104.50',
        category: category.id,
        quantity: 7,
        sold: 12,
        iva_rate: 15,
        date_created: '2024-05-01T12:30:00.000Z',
        images: [],
      },
    });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await get('/api/product/product/987654');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Product with this ID does not exist', code: 'not_found' });
  });

  it.each([
    ['abc', 'A valid integer is required.'],
    ['1.5', 'A valid integer is required.'],
    ['0', 'Ensure this value is greater than or equal to 1.'],
    ['99999999999', 'Ensure this value is less than or equal to 2147483647.'],
  ])('answers 400 for the id %s', async (id, message) => {
    const res = await get(`/api/product/product/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ id: [message] });
  });
});

describe('GET /api/product/related/:id', () => {
  it('answers up to 3 of the same family, in stock first, then best sellers', async () => {
    const db = t.app.db;
    const root = await createCategory(db, { name: 'Material eléctrico' });
    const cables = await createCategory(db, { name: 'Cables', parentId: root.id });
    const breakers = await createCategory(db, { name: 'Breakers', parentId: root.id });
    const other = await createCategory(db, { name: 'Pinturas' });
    const product = await createProduct(db, {
      name: 'Cable THHN 12 AWG',
      categoryId: cables.id,
      sold: 999,
    });
    const soldOut = await createProduct(db, {
      name: 'Breaker 2P 40 A',
      categoryId: breakers.id,
      quantity: 0,
      sold: 500,
    });
    const best = await createProduct(db, {
      name: 'Breaker 2P 20 A',
      categoryId: breakers.id,
      sold: 300,
    });
    const second = await createProduct(db, {
      name: 'Cable THHN 14 AWG',
      categoryId: cables.id,
      sold: 200,
    });
    const parentLevel = await createProduct(db, {
      name: 'Cinta aislante',
      categoryId: root.id,
      sold: 100,
    });
    await createProduct(db, { name: 'Cable gemelo', categoryId: cables.id, sold: 10 });
    await createProduct(db, { name: 'Pintura látex', categoryId: other.id, sold: 9999 });

    const res = await get(`/api/product/related/${product.id}`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().related_products.map((p: { id: number }) => p.id);
    expect(ids).toEqual([best.id, second.id, parentLevel.id]);
    expect(ids).not.toContain(soldOut.id);

    // From a parent-level product the family is the same.
    const fromParent = await get(`/api/product/related/${parentLevel.id}`);
    expect(fromParent.json().related_products.map((p: { id: number }) => p.id)).toEqual([
      product.id,
      best.id,
      second.id,
    ]);
  });

  it('puts a sold-out best seller after the products in stock', async () => {
    const db = t.app.db;
    const family = await createCategory(db, { name: 'Focos' });
    const product = await createProduct(db, { categoryId: family.id });
    const soldOut = await createProduct(db, { categoryId: family.id, quantity: 0, sold: 900 });
    const inStock = await createProduct(db, { categoryId: family.id, quantity: 1, sold: 1 });
    const res = await get(`/api/product/related/${product.id}`);
    expect(res.json().related_products.map((p: { id: number }) => p.id)).toEqual([
      inStock.id,
      soldOut.id,
    ]);
  });

  it('answers an empty list for a product alone in its family', async () => {
    const lonely = await createProduct(t.app.db);
    const res = await get(`/api/product/related/${lonely.id}`);
    expect(res.json()).toEqual({ related_products: [] });
  });

  it('answers 404 and 400 like the product', async () => {
    const missing = await get('/api/product/related/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'Product with this ID does not exist',
      code: 'not_found',
    });
    const bad = await get('/api/product/related/x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ['A valid integer is required.'] });
  });
});

describe('GET /api/csrf-token', () => {
  it('answers a fresh token that is never cached', async () => {
    const a = await get('/api/csrf-token');
    const b = await get('/api/csrf-token');
    expect(a.statusCode).toBe(200);
    expect(a.json().csrfToken).toMatch(/^[\w-]{64}$/);
    expect(a.json().csrfToken).not.toBe(b.json().csrfToken);
    expect(a.headers['cache-control']).toBe('no-store');
  });
});

describe('OpenAPI', () => {
  it('documents every catalogue path', async () => {
    const doc = (await get('/api/openapi.json')).json();
    for (const path of [
      '/api/category/categories',
      '/api/product/get-products',
      '/api/product/product/{id}',
      '/api/product/related/{id}',
      '/api/product/by/search',
      '/api/product/search',
      '/api/product/suggest',
      '/api/product/product/{id}/pdf',
      '/api/csrf-token',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
