import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, type Customer, send } from '../cart/test-helpers.js';

let t: TestApp;
let ana: Customer;
let beto: Customer;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createCustomer(t.app.db, t.config.jwtSecret);
  beto = await createCustomer(t.app.db, t.config.jwtSecret);
});
afterAll(() => t.close());

const idsOf = (body: { wishlist: { product: { id: number } }[] }) =>
  body.wishlist.map((i) => i.product.id);

describe('wishlist without a token', () => {
  it.each([
    ['GET', '/api/wishlist/wishlist-items'],
    ['GET', '/api/wishlist/get-item-total'],
    ['POST', '/api/wishlist/add-item'],
    ['DELETE', '/api/wishlist/remove-item'],
    ['PUT', '/api/wishlist/synch'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: { product_id: 1 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('wishlist', () => {
  it('adds, counts, lists and removes, scoped to the user', async () => {
    const a = await createProduct(t.app.db, { priceCents: 4_550 });
    const b = await createProduct(t.app.db);
    expect((await send(t.app, ana, 'GET', '/api/wishlist/wishlist-items')).json()).toEqual({
      wishlist: [],
    });

    const added = await send(t.app, ana, 'POST', '/api/wishlist/add-item', { product_id: a });
    expect(added.statusCode).toBe(201);
    expect(added.json().wishlist[0]).toMatchObject({
      id: expect.any(Number),
      product: { id: a, price: '45.50' },
    });
    // A string of digits is an id too (the family's int()).
    const second = await send(t.app, ana, 'POST', '/api/wishlist/add-item', { product_id: `${b}` });
    expect(idsOf(second.json())).toEqual([a, b]);

    const total = await send(t.app, ana, 'GET', '/api/wishlist/get-item-total');
    expect(total.json()).toEqual({ total_items: 2 });
    expect((await send(t.app, beto, 'GET', '/api/wishlist/get-item-total')).json()).toEqual({
      total_items: 0,
    });

    // Beto cannot remove Ana's item: it is not in his list.
    const others = await send(t.app, beto, 'DELETE', '/api/wishlist/remove-item', {
      product_id: a,
    });
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual({
      error: 'This product is not in your wishlist',
      code: 'not_found',
    });

    const removed = await send(t.app, ana, 'DELETE', '/api/wishlist/remove-item', {
      product_id: a,
    });
    expect(removed.statusCode).toBe(200);
    expect(idsOf(removed.json())).toEqual([b]);
  });

  it('refuses a product already in the list', async () => {
    const a = await createProduct(t.app.db);
    await send(t.app, beto, 'POST', '/api/wishlist/add-item', { product_id: a });
    const res = await send(t.app, beto, 'POST', '/api/wishlist/add-item', { product_id: a });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Item already in wishlist', code: 'already_in_wishlist' });
  });

  it("answers the family's 404s for bad and unknown ids", async () => {
    for (const product_id of ['abc', undefined, 2.5, -1]) {
      const res = await send(t.app, ana, 'POST', '/api/wishlist/add-item', { product_id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Product ID must be an integer', code: 'not_found' });
    }
    const unknown = await send(t.app, ana, 'POST', '/api/wishlist/add-item', {
      product_id: 999_999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'This product does not exist', code: 'not_found' });
    const gone = await send(t.app, ana, 'DELETE', '/api/wishlist/remove-item', {
      product_id: 999_999,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      error: 'Product with this ID does not exist',
      code: 'not_found',
    });
    const notThere = await send(t.app, ana, 'DELETE', '/api/wishlist/remove-item', {
      product_id: await createProduct(t.app.db),
    });
    expect(notThere.statusCode).toBe(404);
  });

  it("merges a guest's hearts: unknown products skipped, existing ones kept once", async () => {
    const carla = await createCustomer(t.app.db, t.config.jwtSecret);
    const a = await createProduct(t.app.db);
    const b = await createProduct(t.app.db);
    await send(t.app, carla, 'POST', '/api/wishlist/add-item', { product_id: a });
    const res = await send(t.app, carla, 'PUT', '/api/wishlist/synch', {
      product_ids: [b, a, 999_999, b],
    });
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.json()).sort()).toEqual([a, b].sort());

    const bad = await send(t.app, carla, 'PUT', '/api/wishlist/synch', { product_ids: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ product_ids: ['Expected a list of product ids.'] });
  });
});
