import { KUSHKI_SIMULATOR_CARDS } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, kushkiCharges, mailQueue, orders } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { callers } from '../../test/staff.js';
import { createCustomer, createProduct, send } from '../cart/test-helpers.js';
import { ADDRESS, fillCart, pay, seedShipping } from '../checkout/test-helpers.js';
import type { KushkiSimulator } from '../payments/kushki/kushki-simulator.js';
import { createKushkiTestApp } from '../payments/kushki/kushki-test-helpers.js';
import { finishPendingRefunds } from './order-refund.service.js';

// The back office's refund of a paid card order past cancelling (ADR 084): administrador only,
// a reason, audited, idempotent; Kushki voids on the charge's day and refunds later (ADR 069);
// the nota de crédito is issued through payments/credit-note-hook.ts; durable (ADR 090). Both
// engines.

const approved = KUSHKI_SIMULATOR_CARDS.find((c) => c.outcome === 'approved')!.number;
let t: TestApp;
let sim: KushkiSimulator;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
let who: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  ({ t, sim } = await createKushkiTestApp());
  shipping = await seedShipping(t.app.db);
  who = await callers(t.app.db, t.config.jwtSecret);
});
afterAll(() => t.close());

/** A paid pickup order moved on to `status` by ventas. */
async function paidOrder(key: string, status: 'not_processed' | 'delivered' = 'delivered') {
  const c = await createCustomer(t.app.db, t.config.jwtSecret);
  const product = await createProduct(t.app.db, { priceCents: 2_300, quantity: 4 });
  await fillCart(t.app, c, [[product, 1]]);
  const res = await pay(t.app, c, key, {
    ...ADDRESS,
    nonce: sim.tokenize(approved),
    shipping_id: shipping.pickup,
  });
  expect(res.statusCode).toBe(200);
  const [order] = await t.app.db.select().from(orders).where(eq(orders.userId, c.id));
  const path = `/api/admin/orders/${order!.transactionId}/status`;
  if (status === 'delivered')
    for (const to of ['processed', 'shipped', 'delivered'])
      expect((await send(t.app, who.ventas, 'POST', path, { status: to })).statusCode).toBe(200);
  await t.app.invoicing.flush();
  return { order: order!, customer: c };
}

const refund = (
  tx: string,
  body: object = { reason: 'Producto defectuoso' },
  by = who.administrador,
) => send(t.app, by, 'POST', `/api/admin/orders/${tx}/refund`, body);

const notesOf = (orderId: number) =>
  t.app.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.codDoc, '04')));

const auditOf = (tx: string, action = 'order.refund') =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, tx), eq(auditLog.action, action)));

const paymentStatusOf = async (orderId: number) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.paymentStatus;

describe('refunding a delivered card order from the back office', () => {
  it('voids on the charge’s day, credits the invoice, audits and tells the customer', async () => {
    const { order, customer } = await paidOrder('r-same-day');
    const res = await refund(order.transactionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().order.payment_status).toBe('reembolsado');
    expect(sim.state.charges.get(order.chargeId)!.status).toBe('VOIDED');
    await t.app.invoicing.flush();
    const notes = await notesOf(order.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ status: 'authorized', totalCents: order.amountCents });
    expect(notes[0]!.signedXml).toContain('<motivo>Devolución del pago</motivo>');
    const [entry] = await auditOf(order.transactionId);
    expect(entry!.after).toMatchObject({
      kind: 'void',
      amount: '$23.00',
      reason: 'Producto defectuoso',
    });
    const mails = await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, customer.email));
    const mail = mails.find((m) => m.subject.startsWith('Devolución de tu pago'));
    expect(mail!.text).toContain(
      `Devolvimos $23.00 a tu tarjeta por el pedido ${order.transactionId}.`,
    );
  });

  it('refunds on a later day', async () => {
    const { order } = await paidOrder('r-later');
    await t.app.db
      .update(kushkiCharges)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(kushkiCharges.ticketNumber, order.chargeId));
    const res = await refund(order.transactionId);
    expect(res.statusCode).toBe(200);
    expect(sim.state.charges.get(order.chargeId)!.status).toBe('REFUNDED');
    const [entry] = await auditOf(order.transactionId);
    expect(entry!.after).toMatchObject({ kind: 'refund' });
  });

  it('is idempotent: repeated at once or later, one refund, one note, one audit entry', async () => {
    const { order } = await paidOrder('r-twice');
    const before = sim.calls.voids + sim.calls.refunds;
    const answers = await Promise.all([1, 2, 3].map(() => refund(order.transactionId)));
    // The one that claimed it answers 200; the others 200, or 202 while it is in progress.
    const codes = answers.map((a) => a.statusCode);
    expect(codes).toContain(200);
    expect(codes.every((code) => code === 200 || code === 202)).toBe(true);
    expect((await refund(order.transactionId)).statusCode).toBe(200);
    expect(sim.calls.voids + sim.calls.refunds - before).toBe(1);
    await t.app.invoicing.flush();
    expect(await notesOf(order.id)).toHaveLength(1);
    expect(await auditOf(order.transactionId)).toHaveLength(1);
  });

  it('is for the administrador only, with a reason', async () => {
    const { order } = await paidOrder('r-roles');
    expect((await refund(order.transactionId, undefined, who.ventas)).statusCode).toBe(403);
    const blank = await refund(order.transactionId, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('Escribe el motivo de la devolución.');
    expect(sim.state.charges.get(order.chargeId)!.status).toBe('APPROVAL');
  });

  it('refuses an order that can still be cancelled, and an unknown one', async () => {
    const { order } = await paidOrder('r-open', 'not_processed');
    const res = await refund(order.transactionId);
    expect(res.statusCode).toBe(409);
    expect(JSON.stringify(res.json())).toContain('Este pedido aún se puede cancelar');
    expect((await refund('NO-SUCH-ORDER')).statusCode).toBe(404);
  });

  it('answers 503 and puts the order back to paid, audited, when Kushki refuses', async () => {
    const { order } = await paidOrder('r-refused');
    // Given back at Kushki's console meanwhile: Kushki refuses to void it again.
    sim.state.charges.get(order.chargeId)!.status = 'REFUNDED';
    const res = await refund(order.transactionId);
    expect(res.statusCode).toBe(503);
    expect(JSON.stringify(res.json())).toContain('no aceptó la devolución');
    expect(await paymentStatusOf(order.id)).toBe('pagado');
    expect(await notesOf(order.id)).toEqual([]);
    const [entry] = await auditOf(order.transactionId, 'order.refund_refused');
    expect(entry!.after).toMatchObject({ payment_status: 'pagado', reason: 'Producto defectuoso' });
  });
});

// ADR 090: the refund is claimed as "reembolsando" with an idempotency key and finished by the
// payments reconciler when the request could not (a lost answer, an outage, a crash).
describe('a refund the provider has not answered', () => {
  const sweep = (dueBy: Date | null = null) =>
    finishPendingRefunds(
      { db: t.app.db, paymentProvider: t.app.paymentProvider, log: t.app.log },
      { dueBy },
    );

  it('stays in progress when the answer is lost, and ends refunded once', async () => {
    const { order, customer } = await paidOrder('d-lost');
    sim.loseGiveBacks(1);
    const res = await refund(order.transactionId);
    expect(res.statusCode).toBe(202);
    expect(res.json().order.payment_status).toBe('reembolsando');
    // Kushki did void it; the shop has not recorded it yet and a repeat gives nothing back.
    expect(sim.state.charges.get(order.chargeId)!.status).toBe('VOIDED');
    expect((await refund(order.transactionId)).statusCode).toBe(202);
    expect(await auditOf(order.transactionId)).toEqual([]);
    expect(await sweep(new Date())).toEqual({ done: 0, refused: 0, pending: 0, skipped: 0 });

    const page = () =>
      send(t.app, customer, 'GET', `/api/orders/get-order/${order.transactionId}/detail`);
    expect((await page()).json().payment.status).toBe('Reembolso en curso');
    expect(await sweep()).toEqual({ done: 1, refused: 0, pending: 0, skipped: 0 });
    expect((await page()).json().payment.status).toBe('Reembolsado');
    expect(await sweep()).toEqual({ done: 0, refused: 0, pending: 0, skipped: 0 });
    expect(await paymentStatusOf(order.id)).toBe('reembolsado');
    const entries = await auditOf(order.transactionId);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.userEmail).toBe(who.administrador.email);
    await t.app.invoicing.flush();
    expect(await notesOf(order.id)).toHaveLength(1);
    expect((await refund(order.transactionId)).json().order.payment_status).toBe('reembolsado');
  });

  it('after a crash right after the claim, gives back once when Kushki was down', async () => {
    const { order } = await paidOrder('d-down');
    sim.setDown(true);
    try {
      const res = await refund(order.transactionId);
      expect(res.statusCode).toBe(202);
      expect(await sweep()).toEqual({ done: 0, refused: 0, pending: 1, skipped: 0 });
    } finally {
      sim.setDown(false);
    }
    expect(sim.state.charges.get(order.chargeId)!.status).toBe('APPROVAL');
    expect(await paymentStatusOf(order.id)).toBe('reembolsando');
    // Two processes sweep at once: one refund, one audit entry, one note.
    const reports = await Promise.all([sweep(), sweep()]);
    expect(reports.reduce((n, r) => n + r.done, 0)).toBe(1);
    expect(sim.state.charges.get(order.chargeId)!.status).toBe('VOIDED');
    expect(await paymentStatusOf(order.id)).toBe('reembolsado');
    expect(await auditOf(order.transactionId)).toHaveLength(1);
    await t.app.invoicing.flush();
    expect(await notesOf(order.id)).toHaveLength(1);
  });

  it('goes back to paid with an audit entry when Kushki then refuses', async () => {
    const { order } = await paidOrder('d-refused');
    sim.setDown(true);
    try {
      expect((await refund(order.transactionId)).statusCode).toBe(202);
    } finally {
      sim.setDown(false);
    }
    sim.state.charges.get(order.chargeId)!.status = 'REFUNDED';
    expect(await sweep()).toEqual({ done: 0, refused: 1, pending: 0, skipped: 0 });
    expect(await paymentStatusOf(order.id)).toBe('pagado');
    expect(await auditOf(order.transactionId)).toEqual([]);
    expect(await auditOf(order.transactionId, 'order.refund_refused')).toHaveLength(1);
    expect(await notesOf(order.id)).toEqual([]);
  });
});
