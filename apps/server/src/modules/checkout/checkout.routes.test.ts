import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, type Customer, send } from '../cart/test-helpers.js';
import { fillCart, seedShipping } from './test-helpers.js';

let t: TestApp;
let ana: Customer;
beforeAll(async () => {
  t = await createTestApp();
  await seedShipping(t.app.db);
  ana = await createCustomer(t.app.db, t.config.jwtSecret);
});
afterAll(() => t.close());

const checkCoupon = (c: Customer, name: string) =>
  send(t.app, c, 'GET', `/api/coupons/check-coupon?coupon_name=${encodeURIComponent(name)}`);

describe('GET /api/shipping/get-shipping-options', () => {
  it("lists the options in the shop's order, without a token (the seed's fields kept)", async () => {
    const res = await t.app.inject('/api/shipping/get-shipping-options');
    expect(res.statusCode).toBe(200);
    const seedFields = ({ name, time_to_delivery, price }: Record<string, unknown>) => ({
      name,
      time_to_delivery,
      price,
    });
    expect(res.json().shipping_options.map(seedFields)).toEqual([
      { name: 'Retiro en tienda - Quito', time_to_delivery: 'Listo en 24 h', price: '0.00' },
      {
        name: 'Envío estándar Quito y valles',
        time_to_delivery: '1-2 días hábiles',
        price: '3.50',
      },
      {
        name: 'Envío nacional Servientrega',
        time_to_delivery: '2-4 días hábiles',
        price: '6.50',
      },
      { name: 'Envío express Quito', time_to_delivery: 'Mismo día', price: '7.00' },
      { name: 'Envío a Galápagos', time_to_delivery: '5-10 días hábiles', price: '25.00' },
    ]);
  });

  it('seeds nothing twice', async () => {
    await seedShipping(t.app.db);
    const res = await t.app.inject('/api/shipping/get-shipping-options');
    expect(res.json().shipping_options).toHaveLength(5);
  });
});

describe('GET /api/coupons/check-coupon', () => {
  it('finds a coupon whatever its case', async () => {
    const res = await checkCoupon(ana, 'bienvenido10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      coupon: { name: 'BIENVENIDO10', discount_percentage: 10, min_purchase: '0.00' },
    });
  });

  it('answers 404 for an unknown coupon and 400 without a name', async () => {
    const res = await checkCoupon(ana, 'NOEXISTE');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Coupon code not found', code: 'coupon_not_found' });
    const blank = await send(t.app, ana, 'GET', '/api/coupons/check-coupon');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ coupon_name: ['This field is required.'] });
  });

  it('refuses a coupon below its minimum purchase, then takes it above', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const below = await checkCoupon(c, 'ferre5');
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({
      error: 'The cart total is below the minimum purchase for this coupon',
      code: 'coupon_invalid',
    });
    await fillCart(t.app, c, [[await createProduct(t.app.db, { priceCents: 1_500 }), 2]]);
    const ok = await checkCoupon(c, 'FERRE5');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      coupon: { name: 'FERRE5', discount_price: '5.00', min_purchase: '30.00' },
    });
  });

  it('refuses expired and used-up coupons', async () => {
    await t.app.db.insert(coupons).values([
      { name: 'VENCIDO', discountCents: 100, expiresAt: new Date(Date.now() - 1000) },
      { name: 'AGOTADO', discountPercentage: 5, usageLimit: 2, timesUsed: 2 },
    ]);
    const expired = await checkCoupon(ana, 'vencido');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: 'This coupon has expired', code: 'coupon_invalid' });
    const usedUp = await checkCoupon(ana, 'AGOTADO');
    expect(usedUp.statusCode).toBe(400);
    expect(usedUp.json()).toEqual({
      error: 'This coupon has reached its usage limit',
      code: 'coupon_invalid',
    });
    await t.app.db.update(coupons).set({ usageLimit: 3 }).where(eq(coupons.name, 'AGOTADO'));
    expect((await checkCoupon(ana, 'AGOTADO')).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const res = await t.app.inject('/api/coupons/check-coupon?coupon_name=FERRE5');
    expect(res.statusCode).toBe(401);
  });
});
