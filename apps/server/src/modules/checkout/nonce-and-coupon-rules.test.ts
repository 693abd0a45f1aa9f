import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sandboxCharges, sandboxNonces } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, send } from '../cart/test-helpers.js';
import { ADDRESS, fillCart, pay, seedShipping, tokenizeCard } from './test-helpers.js';

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t.close());

const INVALID_NONCE = {
  nonce: [
    'La autorización de la tarjeta expiró o ya fue usada. Ingresa los datos de la tarjeta de nuevo.',
  ],
};

describe('a card nonce belongs to who tokenized it (issue 15.3)', () => {
  it("refuses user A's nonce to user B, charges nothing, and A can still pay with it", async () => {
    const ana = await createCustomer(t.app.db, t.config.jwtSecret);
    const beto = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createProduct(t.app.db, { priceCents: 2_000 });
    await fillCart(t.app, ana, [[product, 1]]);
    await fillCart(t.app, beto, [[product, 1]]);
    const anasNonce = await tokenizeCard(t.app, ana);
    const [row] = await t.app.db
      .select()
      .from(sandboxNonces)
      .where(eq(sandboxNonces.nonce, anasNonce));
    expect(row!.owner).toBe(`user:${ana.id}`);

    const stolen = await pay(t.app, beto, 'beto-1', {
      ...ADDRESS,
      nonce: anasNonce,
      shipping_id: shipping.pickup,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual(INVALID_NONCE);
    expect(
      await t.app.db.select().from(sandboxCharges).where(eq(sandboxCharges.nonce, anasNonce)),
    ).toEqual([]);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, beto.id))).toEqual([]);

    const own = await pay(t.app, ana, 'ana-1', {
      ...ADDRESS,
      nonce: anasNonce,
      shipping_id: shipping.pickup,
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('a coupon limited per customer (issue 15.10)', () => {
  it('takes BIENVENIDO10 once per customer and tells the second time why not', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createProduct(t.app.db, { priceCents: 5_000, quantity: 5 });
    await fillCart(t.app, c, [[product, 1]]);
    const body = async () => ({
      ...ADDRESS,
      nonce: await tokenizeCard(t.app, c),
      shipping_id: shipping.pickup,
      coupon_name: 'BIENVENIDO10',
    });
    const first = await pay(t.app, c, 'welcome-1', await body());
    expect(first.statusCode).toBe(200);
    expect(first.json().order.amount).toBe('45.00');

    await fillCart(t.app, c, [[product, 1]]);
    const limit = {
      error: 'Ya usaste este cupón el número de veces permitido por cliente.',
      code: 'coupon_invalid',
    };
    const check = await send(t.app, c, 'GET', '/api/coupons/check-coupon?coupon_name=bienvenido10');
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual(limit);
    const second = await pay(t.app, c, 'welcome-2', await body());
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(limit);

    // Another customer still gets it.
    const other = await createCustomer(t.app.db, t.config.jwtSecret);
    await fillCart(t.app, other, [[product, 1]]);
    const theirs = await send(
      t.app,
      other,
      'GET',
      '/api/coupons/check-coupon?coupon_name=BIENVENIDO10',
    );
    expect(theirs.statusCode).toBe(200);
  });
});
