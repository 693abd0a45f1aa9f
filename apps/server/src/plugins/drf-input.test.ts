import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createCustomer, type Customer } from '../modules/cart/test-helpers.js';

// DRF's reading of what a client sends (plugins/drf-input.ts, errors.ts): no body is an empty
// object, a field not sent is "This field is required.", and an integer field refuses true/false
// and null instead of reading them as 1 and 0.

let t: TestApp;
let customer: Customer;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createCustomer(t.app.db, t.config.jwtSecret);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: customer.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('a request without a body', () => {
  it('answers each missing field, as DRF does', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/auth/jwt/create/' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
    for (const [method, url] of [
      ['POST', '/api/cart/add-item'],
      ['DELETE', '/api/cart/remove-item'],
    ] as const) {
      const res = await send(method, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ product_id: ['This field is required.'] });
    }
  });

  it('a JSON null body is still not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/search',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('non_field_errors');
  });
});

describe('an integer field', () => {
  it('refuses true and false', async () => {
    const add = await send('POST', '/api/cart/add-item', { product_id: true });
    expect(add.statusCode).toBe(400);
    expect(add.json()).toEqual({ product_id: ['A valid integer is required.'] });
    const filter = await t.app.inject({
      method: 'POST',
      url: '/api/product/by/search',
      payload: { category_id: false },
    });
    expect(filter.statusCode).toBe(400);
    expect(filter.json()).toEqual({ category_id: ['A valid integer is required.'] });
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/cart/cart-items',
      headers: customer.headers,
    });
    expect(cart.json()).toEqual({ cart: [] });
  });

  it('refuses null', async () => {
    const res = await send('PUT', '/api/cart/update-item', { product_id: null, count: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ product_id: ['This field may not be null.'] });
  });

  it('still takes a number written as text, as DRF does', async () => {
    const res = await send('POST', '/api/cart/add-item', { product_id: '999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'This product does not exist' });
  });

  it('too large for a JS number answers its bound alone, as DRF does', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/product/get-products?limit=99999999999999999999',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ limit: ['Ensure this value is less than or equal to 100.'] });
  });
});
