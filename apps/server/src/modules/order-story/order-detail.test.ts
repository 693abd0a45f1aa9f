import { ivaTotalsOf } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callers, createStaff, placeOrder } from '../../test/staff.js';
import { createCustomer, createProduct, type Customer, send } from '../cart/test-helpers.js';
import { fillCart, seedShipping } from '../checkout/test-helpers.js';

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t.close());

const BILLING = {
  id_type: 'cedula',
  id_number: '1710034065',
  name: 'María Fernanda López',
  email: 'maria.lopez@example.ec',
  address: 'Av. Amazonas N24-155 y Colón, Quito',
};

/** 2 sacos de cemento (5%) at 7.99 and a drill (15%) at 29.99: 45.97 with pickup. */
async function mixedCart(_c: Customer) {
  const cement = await createProduct(t.app.db, {
    name: 'Cemento Holcim 50 kg',
    priceCents: 799,
    ivaRate: 5,
  });
  const drill = await createProduct(t.app.db, { name: 'Taladro 1/2"', priceCents: 2_999 });
  return [
    [cement, 2],
    [drill, 1],
  ] as [number, number][];
}

const MIXED_IVA = {
  subtotal_15: '26.08',
  subtotal_5: '15.22',
  subtotal_0: '0.00',
  iva_15: '3.91',
  iva_5: '0.76',
  total: '45.97',
};

describe('IVA per rate in the totals', () => {
  it('get-total and get-payment-total carry the breakdown; the seed fields stay as they were', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    await fillCart(t.app, c, await mixedCart(c));

    const cart = await send(t.app, c, 'GET', '/api/cart/get-total');
    expect(cart.json()).toMatchObject({ total_cost: 45.97, iva: MIXED_IVA });
    expect(typeof cart.json().total_compare_cost).toBe('number');

    const pickup = await send(
      t.app,
      c,
      'GET',
      `/api/payment/get-payment-total?shipping_id=${shipping.pickup}&coupon_name=`,
    );
    expect(pickup.json()).toMatchObject({ total_amount: '45.97', iva: MIXED_IVA });

    // The breakdown is the goods' (after the coupon); shipping keeps its own line.
    const standard = await send(
      t.app,
      c,
      'GET',
      `/api/payment/get-payment-total?shipping_id=${shipping.standard}&coupon_name=`,
    );
    const body = standard.json();
    expect(Object.keys(body)).toEqual([
      'original_price',
      'total_after_coupon',
      'total_amount',
      'total_compare_amount',
      'estimated_tax',
      'shipping_cost',
      'iva',
    ]);
    expect(body.iva).toEqual(MIXED_IVA);
    expect(body.iva.total).toBe(body.total_after_coupon);
    expect(Number(body.shipping_cost)).toBeGreaterThan(0);
  });

  it('spreads a discount over the rates exactly to the cent (contract rule)', () => {
    const iva = ivaTotalsOf({
      lines: [
        { grossCents: 1_598, ivaRate: 5 },
        { grossCents: 2_999, ivaRate: 15 },
        { grossCents: 500, ivaRate: 0 },
      ],
      discountCents: 510,
      shippingCents: 350,
    });
    const cents = (s: string) => Math.round(Number(s) * 100);
    const sum =
      cents(iva.subtotal_15) +
      cents(iva.subtotal_5) +
      cents(iva.subtotal_0) +
      cents(iva.iva_15) +
      cents(iva.iva_5);
    expect(sum).toBe(1_598 + 2_999 + 500 - 510 + 350);
    expect(iva.total).toBe('49.37');
  });
});

describe('GET /api/orders/get-order/{transaction_id}/detail', () => {
  it('answers the order page: money per rate, history, billing and the invoice once authorized', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const tx = await placeOrder(t.app, c, await mixedCart(c), shipping.pickup, {
      billing: BILLING,
    });

    const first = await send(t.app, c, 'GET', `/api/orders/get-order/${tx}/detail`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      order: { transaction_id: tx, amount: '45.97' },
      subtotal: '45.97',
      discount: '0.00',
      coupon_name: null,
      iva: MIXED_IVA,
      payment: { method: 'Tarjeta de crédito o débito', status: 'Pago aprobado' },
      status_history: [{ status: 'not_processed', courier: null }],
      billing: { id_type: 'cedula', id_number: '1710034065', name: 'María Fernanda López' },
      invoice: { status: 'generated', authorization_number: null },
    });

    await t.app.invoicing.flush();
    const admin = await createStaff(t.app.db, t.config.jwtSecret, 'ventas');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${tx}/status`,
      headers: admin.headers,
      payload: { status: 'processed' },
    });
    const later = (await send(t.app, c, 'GET', `/api/orders/get-order/${tx}/detail`)).json();
    expect(later.invoice).toMatchObject({ status: 'authorized' });
    expect(later.invoice.number).toMatch(/^\d{3}-\d{3}-\d{9}$/);
    expect(later.invoice.authorization_number).toMatch(/^\d{49}$/);
    expect(later.status_history.map((s: { status: string }) => s.status)).toEqual([
      'not_processed',
      'processed',
    ]);
  });

  it("is a 404 for another customer's order and a 401 without a token", async () => {
    const owner = await createCustomer(t.app.db, t.config.jwtSecret);
    const other = await createCustomer(t.app.db, t.config.jwtSecret);
    const tx = await placeOrder(t.app, owner, await mixedCart(owner), shipping.pickup);
    const res = await send(t.app, other, 'GET', `/api/orders/get-order/${tx}/detail`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Order with this transaction ID does not exist');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/orders/get-order/${tx}/detail`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/orders/last-billing', () => {
  it("answers null before any invoice with data, then the last order's billing", async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    expect((await send(t.app, c, 'GET', '/api/orders/last-billing')).json()).toEqual({
      billing: null,
    });
    await placeOrder(t.app, c, await mixedCart(c), shipping.pickup, { billing: BILLING });
    expect((await send(t.app, c, 'GET', '/api/orders/last-billing')).json()).toEqual({
      billing: BILLING,
    });
    // A later consumidor final purchase is still its billing: the newest invoice wins.
    await placeOrder(t.app, c, await mixedCart(c), shipping.pickup);
    expect((await send(t.app, c, 'GET', '/api/orders/last-billing')).json().billing).toMatchObject({
      id_type: 'consumidor_final',
      id_number: '9999999999999',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders/last-billing' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/admin/orders/{transaction_id}/invoice(.pdf)', () => {
  it('role table: anonymous 401, customer 403, bodega 403, ventas and administrador 200', async () => {
    const who = await callers(t.app.db, t.config.jwtSecret);
    const buyer = await createCustomer(t.app.db, t.config.jwtSecret);
    const tx = await placeOrder(t.app, buyer, await mixedCart(buyer), shipping.pickup);
    await t.app.invoicing.flush();
    const expected = {
      anonymous: 401,
      customer: 403,
      bodega: 403,
      ventas: 200,
      administrador: 200,
    };
    for (const [name, status] of Object.entries(expected)) {
      const caller = who[name as keyof typeof who];
      const state = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${tx}/invoice`,
        headers: caller.headers,
      });
      expect(state.statusCode, `${name} invoice`).toBe(status);
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${tx}/invoice.pdf`,
        headers: caller.headers,
      });
      expect(pdf.statusCode, `${name} pdf`).toBe(status);
      if (status === 200) {
        expect(state.json().invoice).toMatchObject({ status: 'authorized', total: '45.97' });
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      }
    }
  });

  it('answers 404 in Spanish for an unknown order and while the invoice is not authorized', async () => {
    const admin = await createStaff(t.app.db, t.config.jwtSecret, 'ventas');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/nope/invoice.pdf',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('No existe un pedido con este número de transacción.');
    const buyer = await createCustomer(t.app.db, t.config.jwtSecret);
    const tx = await placeOrder(t.app, buyer, await mixedCart(buyer), shipping.pickup);
    const waiting = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${tx}/invoice.pdf`,
      headers: admin.headers,
    });
    expect(waiting.statusCode).toBe(404);
    expect(waiting.json().error).toBe('La factura aún no está autorizada por el SRI.');
  });
});
