import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, type Customer, send } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Line {
  count: number;
  product: { id: number; quantity: number };
}
const linesOf = async (c: Customer): Promise<Line[]> =>
  (await send(t.app, c, 'GET', '/api/cart/cart-items')).json().cart;
const productIds = (n: number, quantity: number) =>
  Promise.all(Array.from({ length: n }, () => createProduct(t.app.db, { quantity })));

describe('50 concurrent calls on one cart', () => {
  it('adds a product once when 50 adds race', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const [id] = await productIds(1, 5);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        send(t.app, c, 'POST', '/api/cart/add-item', { product_id: id }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await linesOf(c)).toMatchObject([{ count: 1, product: { id } }]);
  });

  it('loses no update when 50 lines change at once', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const ids = await productIds(50, 10);
    for (const id of ids) await send(t.app, c, 'POST', '/api/cart/add-item', { product_id: id });
    const answers = await Promise.all(
      ids.map((id, i) =>
        send(t.app, c, 'PUT', '/api/cart/update-item', { product_id: id, count: (i % 10) + 1 }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const counts = new Map((await linesOf(c)).map((l) => [l.product.id, l.count]));
    expect(ids.map((id) => counts.get(id))).toEqual(ids.map((_, i) => (i % 10) + 1));
  });

  it('stays consistent under mixed adds, updates and removes', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const ids = await productIds(5, 6);
    const calls = Array.from({ length: 50 }, (_, i) => {
      const product_id = ids[i % ids.length]!;
      if (i % 3 === 0) return send(t.app, c, 'POST', '/api/cart/add-item', { product_id });
      if (i % 3 === 1)
        return send(t.app, c, 'PUT', '/api/cart/update-item', { product_id, count: (i % 8) + 1 });
      return send(t.app, c, 'DELETE', '/api/cart/remove-item', { product_id });
    });
    const answers = await Promise.all(calls);
    for (const a of answers) expect([200, 201, 404, 409]).toContain(a.statusCode);
    const lines = await linesOf(c);
    const seen = lines.map((l) => l.product.id);
    expect(new Set(seen).size).toBe(seen.length);
    for (const l of lines) {
      expect(l.count).toBeGreaterThanOrEqual(1);
      expect(l.count).toBeLessThanOrEqual(Math.min(10, l.product.quantity));
    }
    const total = await send(t.app, c, 'GET', '/api/cart/get-item-total');
    expect(total.json()).toEqual({ total_items: lines.length });
  });

  it('merges 20 concurrent synchs without errors, capped at the stock (ADR 072)', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const ids = [...(await productIds(3, 4)), ...(await productIds(2, 15))];
    const guest = {
      cart_items: [...ids].reverse().map((product_id) => ({ product_id, count: 1 })),
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(t.app, c, 'PUT', '/api/cart/synch', guest)),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const counts = new Map((await linesOf(c)).map((l) => [l.product.id, l.count]));
    expect(ids.map((id) => counts.get(id))).toEqual([4, 4, 4, 15, 15]);
  });
});
