import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, type Customer, send } from './test-helpers.js';

let t: TestApp;
let ana: Customer;
let beto: Customer;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createCustomer(t.app.db, t.config.jwtSecret);
  beto = await createCustomer(t.app.db, t.config.jwtSecret);
});
afterAll(() => t.close());

const cartOf = async (c: Customer) => (await send(t.app, c, 'GET', '/api/cart/cart-items')).json();

describe('cart endpoints without a token', () => {
  it.each([
    ['GET', '/api/cart/cart-items'],
    ['GET', '/api/cart/get-total'],
    ['GET', '/api/cart/get-item-total'],
    ['POST', '/api/cart/add-item'],
    ['PUT', '/api/cart/update-item'],
    ['DELETE', '/api/cart/remove-item'],
    ['DELETE', '/api/cart/empty-cart'],
    ['PUT', '/api/cart/synch'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: { product_id: 1 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('add-item', () => {
  it('adds one unit and answers the cart with the product', async () => {
    const id = await createProduct(t.app.db, { priceCents: 4_550, comparePriceCents: 5_000 });
    const res = await send(t.app, ana, 'POST', '/api/cart/add-item', { product_id: id });
    expect(res.statusCode).toBe(201);
    const { cart } = res.json();
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      count: 1,
      product: { id, price: '45.50', compare_price: '50.00' },
    });
    expect(cart[0].product.get_thumbnail).toMatch(/^\/media\//);
    expect(cart[0].product.brand).toMatch(/^Truper/);
  });

  it('refuses a product already in the cart', async () => {
    const id = await createProduct(t.app.db);
    await send(t.app, ana, 'POST', '/api/cart/add-item', { product_id: id });
    const res = await send(t.app, ana, 'POST', '/api/cart/add-item', { product_id: id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Item is already in cart', code: 'already_in_cart' });
  });

  it('refuses a product out of stock', async () => {
    const id = await createProduct(t.app.db, { quantity: 0 });
    const res = await send(t.app, ana, 'POST', '/api/cart/add-item', { product_id: id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Not enough of this item in stock', code: 'out_of_stock' });
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    const missing = await send(t.app, ana, 'POST', '/api/cart/add-item', { product_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'This product does not exist', code: 'not_found' });
    const bad = await send(t.app, ana, 'POST', '/api/cart/add-item', { product_id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ product_id: ['A valid integer is required.'] });
    const huge = await send(t.app, ana, 'POST', '/api/cart/add-item', {
      product_id: 3_000_000_000,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({
      product_id: ['Ensure this value is less than or equal to 2147483647.'],
    });
  });
});

describe('update-item', () => {
  it('sets the count within the stock', async () => {
    const id = await createProduct(t.app.db, { quantity: 4 });
    await send(t.app, beto, 'POST', '/api/cart/add-item', { product_id: id });
    const res = await send(t.app, beto, 'PUT', '/api/cart/update-item', {
      product_id: id,
      count: '4',
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().cart.find((l: { product: { id: number } }) => l.product.id === id).count,
    ).toBe(4);

    const over = await send(t.app, beto, 'PUT', '/api/cart/update-item', {
      product_id: id,
      count: 5,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      error: 'Not enough of this item in stock',
      code: 'out_of_stock',
    });
  });

  it('takes bulk counts above 10 up to the stock (issue 33), as integers', async () => {
    const id = await createProduct(t.app.db, { quantity: 200 });
    await send(t.app, beto, 'POST', '/api/cart/add-item', { product_id: id });
    const bulk = await send(t.app, beto, 'PUT', '/api/cart/update-item', {
      product_id: id,
      count: 50,
    });
    expect(bulk.statusCode).toBe(200);
    expect(
      bulk.json().cart.find((l: { product: { id: number } }) => l.product.id === id).count,
    ).toBe(50);
    const over = await send(t.app, beto, 'PUT', '/api/cart/update-item', {
      product_id: id,
      count: 201,
    });
    expect(over.statusCode).toBe(409);
    const cases: [unknown, string][] = [
      [0, 'Ensure this value is greater than or equal to 1.'],
      [1000, 'Ensure this value is less than or equal to 999.'],
      [2.5, 'A valid integer is required.'],
      ['dos', 'A valid integer is required.'],
      [undefined, 'This field is required.'],
    ];
    for (const [count, message] of cases) {
      const res = await send(t.app, beto, 'PUT', '/api/cart/update-item', {
        product_id: id,
        count,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ count: [message] });
    }
  });

  it('answers 404 for a product that is not in the cart', async () => {
    const id = await createProduct(t.app.db);
    const res = await send(t.app, beto, 'PUT', '/api/cart/update-item', {
      product_id: id,
      count: 2,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'This product is not in your cart', code: 'not_found' });
  });
});

describe("staff's maximum per order (issue 33, ADR 082)", () => {
  it('refuses a count above it with a Spanish field error, and caps a guest merge at it', async () => {
    const id = await createProduct(t.app.db, { quantity: 200, maxPerOrder: 60 });
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    await send(t.app, c, 'POST', '/api/cart/add-item', { product_id: id });
    const ok = await send(t.app, c, 'PUT', '/api/cart/update-item', { product_id: id, count: 60 });
    expect(ok.statusCode).toBe(200);
    const over = await send(t.app, c, 'PUT', '/api/cart/update-item', {
      product_id: id,
      count: 61,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      count: ['Puedes pedir como máximo 60 unidades de este producto por pedido.'],
    });
    // The product page learns the maximum; a product without one keeps the family's shape.
    const page = await t.app.inject({ url: `/api/product/product/${id}` });
    expect(page.json().product.max_per_order).toBe(60);

    const guest = await createCustomer(t.app.db, t.config.jwtSecret);
    const synch = await send(t.app, guest, 'PUT', '/api/cart/synch', {
      cart_items: [{ product_id: id, count: 150 }],
    });
    expect(synch.statusCode).toBe(201);
    expect((await cartOf(guest)).cart).toMatchObject([{ count: 60, product: { id } }]);
  });
});

describe('remove-item, totals and ownership', () => {
  it('keeps each cart to its owner', async () => {
    const c1 = await createCustomer(t.app.db, t.config.jwtSecret);
    const c2 = await createCustomer(t.app.db, t.config.jwtSecret);
    const id = await createProduct(t.app.db);
    await send(t.app, c1, 'POST', '/api/cart/add-item', { product_id: id });

    expect(await cartOf(c2)).toEqual({ cart: [] });
    const update = await send(t.app, c2, 'PUT', '/api/cart/update-item', {
      product_id: id,
      count: 3,
    });
    expect(update.statusCode).toBe(404);
    const remove = await send(t.app, c2, 'DELETE', '/api/cart/remove-item', { product_id: id });
    expect(remove.statusCode).toBe(404);
    expect(remove.json()).toEqual({ error: 'This product is not in your cart', code: 'not_found' });
    await send(t.app, c2, 'DELETE', '/api/cart/empty-cart');
    expect((await cartOf(c1)).cart).toMatchObject([{ count: 1, product: { id } }]);
  });

  it('answers totals as numbers, the line count, removal and emptying', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const a = await createProduct(t.app.db, { priceCents: 1_999, comparePriceCents: 2_499 });
    const b = await createProduct(t.app.db, { priceCents: 4_550, comparePriceCents: 4_550 });
    await send(t.app, c, 'POST', '/api/cart/add-item', { product_id: a });
    await send(t.app, c, 'POST', '/api/cart/add-item', { product_id: b });
    await send(t.app, c, 'PUT', '/api/cart/update-item', { product_id: a, count: 3 });

    const total = await send(t.app, c, 'GET', '/api/cart/get-total');
    expect(total.json()).toMatchObject({ total_cost: 105.47, total_compare_cost: 120.47 });
    // The seed's two numbers, plus the IVA per rate of the goods (ADR 036).
    expect(total.json().iva).toMatchObject({ total: '105.47', subtotal_5: '0.00' });
    const items = await send(t.app, c, 'GET', '/api/cart/get-item-total');
    expect(items.json()).toEqual({ total_items: 2 });
    expect((await cartOf(c)).cart.map((l: { product: { id: number } }) => l.product.id)).toEqual([
      a,
      b,
    ]);

    const removed = await send(t.app, c, 'DELETE', '/api/cart/remove-item', { product_id: a });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().cart).toMatchObject([{ product: { id: b } }]);

    const emptied = await send(t.app, c, 'DELETE', '/api/cart/empty-cart');
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json()).toEqual({ success: 'Cart emptied successfully' });
    expect((await send(t.app, c, 'GET', '/api/cart/get-total')).json()).toMatchObject({
      total_cost: 0,
      total_compare_cost: 0,
    });
    expect((await send(t.app, c, 'GET', '/api/cart/get-item-total')).json()).toEqual({
      total_items: 0,
    });
  });
});

describe('synch', () => {
  it('merges guest lines capped at the stock, skipping unknown and sold-out products', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const onServer = await createProduct(t.app.db, { quantity: 30 });
    const lowStock = await createProduct(t.app.db, { quantity: 3 });
    const plenty = await createProduct(t.app.db, { quantity: 100 });
    const soldOut = await createProduct(t.app.db, { quantity: 0 });
    await send(t.app, c, 'POST', '/api/cart/add-item', { product_id: onServer });
    await send(t.app, c, 'PUT', '/api/cart/update-item', { product_id: onServer, count: 4 });

    const res = await send(t.app, c, 'PUT', '/api/cart/synch', {
      cart_items: [
        { product_id: onServer, count: 3 },
        { product_id: lowStock, count: 5 },
        { product_id: plenty, count: 25 },
        { product_id: soldOut, count: 1 },
        { product_id: 987_654, count: 2 },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: 'Cart Synchronized' });
    const counts = Object.fromEntries(
      (await cartOf(c)).cart.map((l: { count: number; product: { id: number } }) => [
        l.product.id,
        l.count,
      ]),
    );
    expect(counts).toEqual({ [onServer]: 7, [lowStock]: 3, [plenty]: 25 });

    await send(t.app, c, 'PUT', '/api/cart/synch', {
      cart_items: [{ product_id: onServer, count: 8 }],
    });
    expect(
      (await cartOf(c)).cart.find((l: { product: { id: number } }) => l.product.id === onServer)
        .count,
    ).toBe(15);
  });

  it('accepts an empty guest cart and refuses malformed ones', async () => {
    const ok = await send(t.app, ana, 'PUT', '/api/cart/synch', { cart_items: [] });
    expect(ok.statusCode).toBe(201);
    const missing = await send(t.app, ana, 'PUT', '/api/cart/synch', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ cart_items: ['This field is required.'] });
    const bad = await send(t.app, ana, 'PUT', '/api/cart/synch', {
      cart_items: [{ product_id: 1, count: 0 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      cart_items: ['Ensure this value is greater than or equal to 1.'],
    });
  });
});
