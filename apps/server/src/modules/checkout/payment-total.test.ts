import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, type Customer, send } from '../cart/test-helpers.js';
import { fillCart, seedShipping } from './test-helpers.js';

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t.close());

const totals = (c: Customer, shippingId: number, coupon?: string) =>
  send(
    t.app,
    c,
    'GET',
    `/api/payment/get-payment-total?shipping_id=${shippingId}${coupon === undefined ? '' : `&coupon_name=${coupon}`}`,
  );

/** A customer whose cart holds these [price, compare price, count] lines. */
async function customerWithCart(lines: [number, number, number][]) {
  const c = await createCustomer(t.app.db, t.config.jwtSecret);
  const entries: [number, number][] = [];
  for (const [priceCents, comparePriceCents, count] of lines)
    entries.push([await createProduct(t.app.db, { priceCents, comparePriceCents }), count]);
  await fillCart(t.app, c, entries);
  return c;
}

describe('GET /api/payment/get-payment-total', () => {
  it("answers the family client's first call (shipping_id=0&coupon_name=default) without shipping", async () => {
    const c = await customerWithCart([[4_550, 5_000, 2]]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payment/get-payment-total?shipping_id=0&coupon_name=default',
      headers: c.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      original_price: '91.00',
      total_after_coupon: '91.00',
      total_amount: '91.00',
      total_compare_amount: '100.00',
      estimated_tax: '11.87',
      shipping_cost: '0.00',
      iva: single('91.00', '11.87'),
    });
    const unknown = await totals(c, 0, 'NO-EXISTE');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().total_amount).toBe('91.00');
    const negative = await totals(c, -1);
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({
      shipping_id: ['Ensure this value is greater than or equal to 0.'],
    });
  });

  it('computes totals without a coupon, below the free-shipping threshold', async () => {
    const c = await customerWithCart([
      [4_550, 5_000, 1],
      [1_999, 2_499, 2],
    ]);
    for (const coupon of [undefined, '', 'default']) {
      const res = await totals(c, shipping.standard, coupon);
      expect(res.statusCode).toBe(200);
      // goods 85.48; IVA contained: 85.48 - 85.48 / 1.15 = 11.1496 -> 11.15
      expect(res.json()).toEqual({
        original_price: '85.48',
        total_after_coupon: '85.48',
        total_amount: '88.98',
        total_compare_amount: '99.98',
        estimated_tax: '11.15',
        shipping_cost: '3.50',
        // As the SRI computes it (ADR 064): base 74.33, IVA round(74.33 x 15 %) = 11.15.
        iva: single('85.48', '11.15'),
      });
    }
  });

  it('makes standard shipping free from $100 of goods, and only standard shipping', async () => {
    const c = await customerWithCart([[5_000, 5_000, 2]]);
    expect((await totals(c, shipping.standard)).json()).toEqual({
      original_price: '100.00',
      total_after_coupon: '100.00',
      total_amount: '100.00',
      total_compare_amount: '100.00',
      estimated_tax: '13.04',
      shipping_cost: '0.00',
      iva: single('100.00', '13.04'),
    });
    expect((await totals(c, shipping.express)).json()).toMatchObject({
      total_amount: '107.00',
      shipping_cost: '7.00',
    });
    expect((await totals(c, shipping.pickup)).json()).toMatchObject({
      total_amount: '100.00',
      shipping_cost: '0.00',
    });
  });

  it('applies a percentage coupon, and judges free shipping after it', async () => {
    const c = await customerWithCart([[5_550, 6_000, 2]]);
    // goods 111.00; 10% = 11.10; after 99.90 (< 100: standard shipping is paid)
    expect((await totals(c, shipping.standard, 'bienvenido10')).json()).toEqual({
      original_price: '111.00',
      total_after_coupon: '99.90',
      total_amount: '103.40',
      total_compare_amount: '120.00',
      estimated_tax: '13.03',
      shipping_cost: '3.50',
      iva: single('99.90', '13.03'),
    });
  });

  it('applies a fixed coupon with its minimum', async () => {
    const c = await customerWithCart([[1_234, 1_234, 3]]);
    // goods 37.02; minus 5.00 = 32.02; IVA 32.02 - 27.8435 = 4.1765 -> 4.18
    expect((await totals(c, shipping.national, 'FERRE5')).json()).toEqual({
      original_price: '37.02',
      total_after_coupon: '32.02',
      total_amount: '38.52',
      total_compare_amount: '37.02',
      estimated_tax: '4.18',
      shipping_cost: '6.50',
      iva: single('32.02', '4.18'),
    });
  });

  it('answers the errors of an empty cart, a bad option, a bad coupon and missing stock', async () => {
    const empty = await createCustomer(t.app.db, t.config.jwtSecret);
    const noItems = await totals(empty, shipping.standard);
    expect(noItems.statusCode).toBe(404);
    expect(noItems.json()).toEqual({ error: 'Need to have items in cart', code: 'cart_empty' });

    const c = await customerWithCart([[1_000, 1_000, 2]]);
    const badOption = await totals(c, 99_999);
    expect(badOption.statusCode).toBe(404);
    expect(badOption.json()).toEqual({
      error: 'Invalid shipping option',
      code: 'shipping_invalid',
    });
    const noOption = await send(t.app, c, 'GET', '/api/payment/get-payment-total');
    expect(noOption.statusCode).toBe(400);
    expect(noOption.json()).toEqual({ shipping_id: ['This field is required.'] });
    const hugeOption = await totals(c, 3_000_000_000);
    expect(hugeOption.statusCode).toBe(400);
    // Issue 10.5: an unknown coupon is ignored by the totals (make-payment still refuses it).
    const unknownCoupon = await totals(c, shipping.standard, 'NADA');
    expect(unknownCoupon.statusCode).toBe(200);
    expect(unknownCoupon.json()).toEqual((await totals(c, shipping.standard)).json());
    const belowMinimum = await totals(c, shipping.standard, 'FERRE5');
    expect(belowMinimum.statusCode).toBe(400);

    await t.app.db.update(products).set({ quantity: 1 });
    const stock = await totals(c, shipping.standard);
    expect(stock.statusCode).toBe(409);
    expect(stock.json()).toEqual({
      error: 'Not enough of this item in stock',
      code: 'out_of_stock',
    });
  });

  it('needs a token', async () => {
    expect((await t.app.inject(`/api/payment/get-payment-total?shipping_id=1`)).statusCode).toBe(
      401,
    );
  });
});

/** The breakdown of a cart whose goods are all at 15%: the base and the IVA contained. */
function single(after: string, tax: string) {
  const cents = (v: string) => Math.round(Number(v) * 100);
  const base = ((cents(after) - cents(tax)) / 100).toFixed(2);
  return {
    subtotal_15: base,
    subtotal_5: '0.00',
    subtotal_0: '0.00',
    iva_15: tax,
    iva_5: '0.00',
    total: after,
  };
}
