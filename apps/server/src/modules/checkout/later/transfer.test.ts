import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, mailQueue, orders, products } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { callers } from '../../../test/staff.js';
import { createCustomer, createProduct, send } from '../../cart/test-helpers.js';
import { seedShipping } from '../test-helpers.js';
import { expireDuePayments } from './pending-payments-expiry.js';
import { PNG, placeLater, SETTINGS, uploadReceipt } from './test-helpers.js';

// The transfer's life cycle (issue 31): settings, order, receipt, staff decision, expiry.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
let staff: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
  staff = await callers(t.app.db, t.config.jwtSecret);
  const res = await send(t.app, staff.administrador, 'PUT', '/api/admin/payment-settings', {
    ...SETTINGS,
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const stockOf = async (id: number) => {
  const [row] = await t.app.db.select().from(products).where(eq(products.id, id));
  return { quantity: row!.quantity, sold: row!.sold };
};
const mailsTo = (to: string) => t.app.db.select().from(mailQueue).where(eq(mailQueue.to, to));
const orderRow = async (tid: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.transactionId, tid)))[0]!;
const invoicesOf = (orderId: number) =>
  t.app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
const deps = () => ({ db: t.app.db, publicUrl: t.config.publicUrl });

async function transferOrder(quantity = 5, count = 2) {
  const c = await createCustomer(t.app.db, t.config.jwtSecret);
  const product = await createProduct(t.app.db, { priceCents: 2_500, quantity });
  const res = await placeLater(t.app, c, [[product, count]], shipping.standard, 'transferencia');
  expect(res.statusCode).toBe(200);
  return { c, product, order: res.json().order };
}

describe('payment settings', () => {
  it('only an administrador changes them; transfer needs an account; the change is audited', async () => {
    const body = { ...SETTINGS, bank_accounts: [] };
    for (const who of [staff.anonymous, staff.customer, staff.ventas]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/payment-settings',
        headers: who.headers,
        payload: SETTINGS,
      });
      expect([401, 403]).toContain(res.statusCode);
    }
    const bad = await send(t.app, staff.administrador, 'PUT', '/api/admin/payment-settings', body);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      bank_accounts: ['Agrega al menos una cuenta bancaria para ofrecer transferencias.'],
    });
    const badRuc = await send(t.app, staff.administrador, 'PUT', '/api/admin/payment-settings', {
      ...SETTINGS,
      bank_accounts: [{ ...SETTINGS.bank_accounts[0], ruc: '123' }],
    });
    expect(badRuc.statusCode).toBe(400);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment_settings.update'));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('lists the methods that apply to the shipping option and province, card first', async () => {
    const methodsOf = async (shippingId: number, province?: string) => {
      const q = province ? `&province=${encodeURIComponent(province)}` : '';
      const res = await t.app.inject({ url: `/api/payment/methods?shipping_id=${shippingId}${q}` });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const quito = await methodsOf(shipping.standard, 'Pichincha');
    expect(quito.methods.map((m: { method: string }) => m.method)).toEqual([
      'card',
      'transferencia',
      'contra_entrega',
    ]);
    expect(quito.bank_accounts[0].number).toBe('2100123456');
    expect(quito.reservation_hours).toBe(48);
    const guayas = await methodsOf(shipping.national, 'Guayas');
    expect(guayas.methods.map((m: { method: string }) => m.method)).toEqual([
      'card',
      'transferencia',
    ]);
    const pickup = await methodsOf(shipping.pickup);
    expect(pickup.methods).toContainEqual({ method: 'al_retirar', label: 'Paga al retirar' });
  });
});

describe('a transfer order', () => {
  it('reserves the stock, empties the cart, is pendiente, mails the accounts, and has no invoice', async () => {
    const { c, product, order } = await transferOrder();
    expect(order).toMatchObject({ payment_method: 'transferencia', payment_status: 'pendiente' });
    expect(await stockOf(product)).toEqual({ quantity: 3, sold: 2 });
    const cart = await send(t.app, c, 'GET', '/api/cart/get-item-total');
    expect(cart.json().total_items).toBe(0);
    const [mail] = await mailsTo(c.email);
    expect(mail!.text).toContain('Banco Pichincha, Cuenta Corriente 2100123456');
    expect(mail!.text).toContain(order.transaction_id);
    expect(mail!.text).toContain(`$${order.amount}`);
    const row = await orderRow(order.transaction_id);
    expect(await invoicesOf(row.id)).toEqual([]);

    const payment = await send(
      t.app,
      c,
      'GET',
      `/api/payment/orders/${order.transaction_id}/payment`,
    );
    expect(payment.statusCode).toBe(200);
    expect(payment.json()).toMatchObject({
      method: 'transferencia',
      status: 'pendiente',
      status_label: 'Pendiente de pago',
      amount: order.amount,
      reference: order.transaction_id,
      receipts: 0,
    });
    // IDOR: another customer's order does not exist for them.
    const other = await createCustomer(t.app.db, t.config.jwtSecret);
    const peek = await send(
      t.app,
      other,
      'GET',
      `/api/payment/orders/${order.transaction_id}/payment`,
    );
    expect(peek.statusCode).toBe(404);
  });

  it('a cart becomes one order: the same key replays it, another key finds the cart empty', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createProduct(t.app.db, { quantity: 5 });
    const body = { shipping_id: shipping.standard, payment_method: 'transferencia' };
    const { ADDRESS, fillCart } = await import('../test-helpers.js');
    await fillCart(t.app, c, [[product, 1]]);
    const first = await send(
      t.app,
      c,
      'POST',
      '/api/payment/place-order',
      { ...ADDRESS, ...body },
      { 'idempotency-key': 'k1' },
    );
    const again = await send(
      t.app,
      c,
      'POST',
      '/api/payment/place-order',
      { ...ADDRESS, ...body },
      { 'idempotency-key': 'k1' },
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().order.transaction_id).toBe(first.json().order.transaction_id);
    const other = await send(
      t.app,
      c,
      'POST',
      '/api/payment/place-order',
      { ...ADDRESS, ...body },
      { 'idempotency-key': 'k2' },
    );
    expect(other.statusCode).toBe(404);
    expect(await stockOf(product)).toEqual({ quantity: 4, sold: 1 });
  });

  it('refuses a method not offered, and pay on delivery above its limit, before any stock moves', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createProduct(t.app.db, { priceCents: 40_000, quantity: 5 });
    const res = await placeLater(t.app, c, [[product, 1]], shipping.national, 'contra_entrega', {
      state_province_region: 'Guayas',
      city: 'Guayaquil',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      payment_method: [
        'Esta forma de pago no está disponible para el envío o la provincia elegidos.',
      ],
    });
    const over = await placeLater(t.app, c, [], shipping.standard, 'contra_entrega');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      payment_method: ['El pago contra entrega acepta pedidos de hasta $300.00.'],
    });
    expect(await stockOf(product)).toEqual({ quantity: 5, sold: 0 });
  });
});

describe('the receipt and the staff decision', () => {
  it('uploads a receipt once, checked by content; only staff read it; another customer cannot', async () => {
    const { c, order } = await transferOrder();
    const tid = order.transaction_id;
    const fake = await uploadReceipt(t.app, c, tid, Buffer.from('MZ not an image at all'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({
      receipt: ['El comprobante debe ser una imagen JPG o PNG, o un PDF.'],
    });
    const first = await uploadReceipt(t.app, c, tid, PNG);
    expect(first.statusCode).toBe(201);
    const again = await uploadReceipt(t.app, c, tid, PNG);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ receipt_id: first.json().receipt_id, created: false });
    expect(again.json().payment.receipts).toBe(1);

    const other = await createCustomer(t.app.db, t.config.jwtSecret);
    expect((await uploadReceipt(t.app, other, tid, PNG)).statusCode).toBe(404);
    const url = `/api/admin/payment-receipts/${first.json().receipt_id}`;
    expect((await send(t.app, c, 'GET', url)).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const file = await send(t.app, staff.ventas, 'GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const media = await t.app.inject({ url: `/media/receipts/${first.json().receipt_id}` });
    expect(media.statusCode).toBe(404);
  });

  it('confirming marks it paid and queues the invoice once, even when confirmed twice', async () => {
    const { c, order } = await transferOrder();
    const tid = order.transaction_id;
    await uploadReceipt(t.app, c, tid, PNG);
    const list = await send(t.app, staff.ventas, 'GET', '/api/admin/pending-payments');
    expect(list.statusCode).toBe(200);
    const entry = list
      .json()
      .payments.find((p: { transaction_id: string }) => p.transaction_id === tid);
    expect(entry).toMatchObject({
      method: 'transferencia',
      status: 'pendiente',
      amount: order.amount,
    });
    expect(entry.receipts).toHaveLength(1);
    expect(list.json().pending_by_method).toContainEqual(
      expect.objectContaining({ method: 'transferencia' }),
    );

    const url = `/api/admin/pending-payments/${tid}/confirm`;
    const low = await send(t.app, staff.ventas, 'POST', url, {
      amount: '1.00',
      date: '2026-11-25',
      reference: 'PICH-778812',
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().amount[0]).toContain('menor que el total del pedido');
    const body = { amount: order.amount, date: '2026-11-25', reference: 'PICH-778812' };
    const [a, b] = await Promise.all([
      send(t.app, staff.ventas, 'POST', url, body),
      send(t.app, staff.ventas, 'POST', url, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toMatchObject({ transaction_id: tid, status: 'pagado' });
    const row = await orderRow(tid);
    expect(row.paymentStatus).toBe('pagado');
    const docs = await invoicesOf(row.id);
    expect(docs).toHaveLength(1);
    expect((docs[0]!.document as { formaPago: string }).formaPago).toBe('20');
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.confirm'), eq(auditLog.entityId, tid)));
    expect(audits).toHaveLength(1);
    const subjects = (await mailsTo(c.email)).map((m) => m.subject);
    expect(subjects).toContain(`Pago recibido: pedido ${tid}`);
    const mine = await send(t.app, c, 'GET', '/api/orders/get-orders');
    expect(mine.json().orders[0]).toMatchObject({
      payment_status: 'pagado',
      status: 'not_processed',
    });
    const detail = await send(t.app, c, 'GET', `/api/orders/get-order/${tid}/detail`);
    expect(detail.json().payment).toEqual({
      method: 'Transferencia o depósito bancario',
      status: 'Pagado',
    });
    const paid = await send(t.app, staff.ventas, 'GET', '/api/admin/orders?payment_status=pagado');
    const paidIds = paid.json().results.map((r: { transaction_id: string }) => r.transaction_id);
    expect(paidIds).toContain(tid);
    const pending = await send(
      t.app,
      staff.ventas,
      'GET',
      '/api/admin/orders?payment_status=pendiente',
    );
    expect(
      pending.json().results.map((r: { transaction_id: string }) => r.transaction_id),
    ).not.toContain(tid);
    const badFilter = await send(
      t.app,
      staff.ventas,
      'GET',
      '/api/admin/orders?payment_status=quizas',
    );
    expect(badFilter.statusCode).toBe(400);
    // Once paid, a receipt is refused and the list no longer shows it.
    const png2 = Buffer.concat([PNG, Buffer.from([1])]);
    expect((await uploadReceipt(t.app, c, tid, png2)).statusCode).toBe(409);
    const after = await send(t.app, staff.ventas, 'GET', '/api/admin/pending-payments');
    expect(
      after.json().payments.map((p: { transaction_id: string }) => p.transaction_id),
    ).not.toContain(tid);
  });

  it('rejecting tells the customer and keeps the reservation; expiry cancels once and frees the stock', async () => {
    const { c, product, order } = await transferOrder(4, 3);
    const tid = order.transaction_id;
    await uploadReceipt(t.app, c, tid, PNG);
    const rejected = await send(
      t.app,
      staff.ventas,
      'POST',
      `/api/admin/pending-payments/${tid}/reject`,
      {
        reason: 'El monto del comprobante no coincide.',
      },
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toBe('rechazado');
    const info = await send(t.app, c, 'GET', `/api/payment/orders/${tid}/payment`);
    expect(info.json()).toMatchObject({
      status: 'rechazado',
      status_label: 'Pago rechazado',
      rejection_reason: 'El monto del comprobante no coincide.',
    });
    expect(await stockOf(product)).toEqual({ quantity: 1, sold: 3 });
    expect((await mailsTo(c.email)).some((m) => m.text.includes('no coincide'))).toBe(true);

    // Nothing is due yet; 49 hours later it is, exactly once.
    await expireDuePayments(deps());
    expect((await orderRow(tid)).paymentStatus).toBe('rechazado');
    const later = new Date(Date.now() + 49 * 3_600_000);
    await Promise.all([expireDuePayments(deps(), later), expireDuePayments(deps(), later)]);
    await expireDuePayments(deps(), later);
    const row = await orderRow(tid);
    expect(row).toMatchObject({ paymentStatus: 'vencido', status: 'cancelled' });
    expect(await stockOf(product)).toEqual({ quantity: 4, sold: 0 });
    const expired = (await mailsTo(c.email)).filter((m) => m.subject.includes('venció el plazo'));
    expect(expired).toHaveLength(1);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.expire'), eq(auditLog.entityId, tid)));
    expect(audits).toHaveLength(1);
    const confirm = await send(
      t.app,
      staff.ventas,
      'POST',
      `/api/admin/pending-payments/${tid}/confirm`,
      {
        amount: order.amount,
        date: '2026-11-25',
        reference: 'X1',
      },
    );
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error).toBe('Este pago ya fue resuelto.');
  });
});
