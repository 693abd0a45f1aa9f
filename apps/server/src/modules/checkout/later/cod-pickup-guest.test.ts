import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, mailQueue, orders, products, users } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { callers } from '../../../test/staff.js';
import { createCustomer, createProduct, type Customer, send } from '../../cart/test-helpers.js';
import { ADDRESS, seedShipping } from '../test-helpers.js';
import { multipartOf, PNG, placeLater, SETTINGS } from './test-helpers.js';

// Pay on delivery, pay at pickup, and a guest's transfer through the private order link
// (issue 31). Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
let staff: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
  staff = await callers(t.app.db, t.config.jwtSecret);
  const res = await send(
    t.app,
    staff.administrador,
    'PUT',
    '/api/admin/payment-settings',
    SETTINGS,
  );
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const stockOf = async (id: number) => {
  const [row] = await t.app.db.select().from(products).where(eq(products.id, id));
  return { quantity: row!.quantity, sold: row!.sold };
};
const orderRow = async (tid: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.transactionId, tid)))[0]!;
const mailsTo = (to: string) => t.app.db.select().from(mailQueue).where(eq(mailQueue.to, to));

describe('pago contra entrega', () => {
  it('"Cobrado" marks it paid and issues the invoice (cash: forma de pago 01)', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createProduct(t.app.db, { priceCents: 2_000, quantity: 3 });
    const placed = await placeLater(t.app, c, [[product, 1]], shipping.standard, 'contra_entrega');
    expect(placed.statusCode).toBe(200);
    const { transaction_id: tid, amount } = placed.json().order;
    expect((await mailsTo(c.email))[0]!.text).toContain('Pago contra entrega');
    const confirm = await send(
      t.app,
      staff.ventas,
      'POST',
      `/api/admin/pending-payments/${tid}/confirm`,
      {
        amount,
        date: '2026-11-25',
        reference: 'X',
      },
    );
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error).toBe('Esta acción no corresponde a la forma de pago del pedido.');
    const url = `/api/admin/pending-payments/${tid}/collect`;
    const bad = await send(t.app, staff.ventas, 'POST', url, { amount, collected_with: 'trueque' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ collected_with: ['Elige efectivo o tarjeta.'] });
    const res = await send(t.app, staff.ventas, 'POST', url, {
      amount,
      collected_with: 'efectivo',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('pagado');
    const row = await orderRow(tid);
    const [doc] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, row.id));
    expect((doc!.document as { formaPago: string }).formaPago).toBe('01');
    const again = await send(t.app, staff.ventas, 'POST', url, {
      amount,
      collected_with: 'efectivo',
    });
    expect(again.statusCode).toBe(200);
    expect(await t.app.db.select().from(invoices).where(eq(invoices.orderId, row.id))).toHaveLength(
      1,
    );
  });

  it('"No se pudo entregar" cancels it and returns the stock', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createProduct(t.app.db, { priceCents: 2_000, quantity: 3 });
    const placed = await placeLater(t.app, c, [[product, 2]], shipping.standard, 'contra_entrega');
    const tid = placed.json().order.transaction_id;
    expect(await stockOf(product)).toEqual({ quantity: 1, sold: 2 });
    const url = `/api/admin/pending-payments/${tid}/not-delivered`;
    expect((await send(t.app, c, 'POST', url, {})).statusCode).toBe(403);
    const res = await send(t.app, staff.ventas, 'POST', url, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'vencido', order_status: 'cancelled' });
    expect(await stockOf(product)).toEqual({ quantity: 3, sold: 0 });
    expect((await send(t.app, staff.ventas, 'POST', url, {})).statusCode).toBe(409);
  });
});

describe('paga al retirar', () => {
  it('is offered for store pickup only; the mail says "Paga al retirar"; collected at the counter', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createProduct(t.app.db, { priceCents: 1_500, quantity: 3 });
    const refused = await placeLater(t.app, c, [[product, 1]], shipping.standard, 'al_retirar');
    expect(refused.statusCode).toBe(400);
    const placed = await placeLater(t.app, c, [], shipping.pickup, 'al_retirar');
    expect(placed.statusCode).toBe(200);
    const tid = placed.json().order.transaction_id;
    expect((await mailsTo(c.email))[0]!.text).toContain('Paga al retirar');
    const info = await send(t.app, c, 'GET', `/api/payment/orders/${tid}/payment`);
    expect(info.json()).toMatchObject({
      method: 'al_retirar',
      status: 'pendiente',
      bank_accounts: [],
    });
    const res = await send(
      t.app,
      staff.ventas,
      'POST',
      `/api/admin/pending-payments/${tid}/collect`,
      {
        amount: placed.json().order.amount,
        collected_with: 'tarjeta',
      },
    );
    expect(res.json().status).toBe('pagado');
  });
});

describe("a guest's transfer", () => {
  async function openSession(email: string): Promise<Customer> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guest/checkout-session',
      payload: { email },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    return { id: row!.id, email, headers: { authorization: `JWT ${res.json().access}` } };
  }

  it("pays through the private order link; another order's link opens nothing", async () => {
    const guest = await openSession(`invitado-${Date.now()}@example.ec`);
    const product = await createProduct(t.app.db, { priceCents: 3_000, quantity: 3 });
    await send(t.app, guest, 'PUT', '/api/cart/synch', {
      cart_items: [{ product_id: product, count: 1 }],
    });
    const placed = await send(
      t.app,
      guest,
      'POST',
      '/api/payment/place-order',
      { ...ADDRESS, shipping_id: shipping.pickup, payment_method: 'transferencia' },
      { 'idempotency-key': 'guest-1' },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const tid = placed.json().order.transaction_id;
    const [mail] = await mailsTo(guest.email);
    const token = /\/pedido\/[A-Z0-9-]+\?token=([\w.-]+)/.exec(mail!.text)![1]!;
    const info = await t.app.inject({ url: `/api/guest/orders/${tid}/payment?token=${token}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ method: 'transferencia', reference: tid });

    const { body, contentType } = multipartOf(PNG);
    const upload = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType },
        payload: body,
      });
    const up = await upload(`/api/guest/orders/${tid}/receipt?token=${token}`);
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().payment.receipts).toBe(1);

    // A signed-in customer's order is not reachable with this guest's token.
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const other = await placeLater(t.app, c, [[product, 1]], shipping.pickup, 'transferencia');
    const otherTid = other.json().order.transaction_id;
    expect((await upload(`/api/guest/orders/${otherTid}/receipt?token=${token}`)).statusCode).toBe(
      404,
    );
    const peek = await t.app.inject({
      url: `/api/guest/orders/${otherTid}/payment?token=${token}`,
    });
    expect(peek.statusCode).toBe(404);
    expect(
      (await send(t.app, guest, 'GET', `/api/payment/orders/${otherTid}/payment`)).statusCode,
    ).toBe(404);
  });
});
