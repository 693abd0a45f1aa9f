import { KUSHKI_SIMULATOR_CARDS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kushkiCharges, orders } from '../../../db/schema/index.js';
import type { TestApp } from '../../../test/app.js';
import { createStaff } from '../../../test/staff.js';
import { createCustomer, createProduct, send } from '../../cart/test-helpers.js';
import { ADDRESS, fillCart, pay, seedShipping } from '../../checkout/test-helpers.js';
import { RefundNotAllowedError } from './kushki-provider.js';
import type { KushkiSimulator } from './kushki-simulator.js';
import { createKushkiTestApp } from './kushki-test-helpers.js';

// Giving a Kushki charge back: the back office's cancellation voids it on the charge's day and
// refunds it later (Kushki: "Devoluciones, anulaciones y reembolsos"); Ecuador has no partial
// refunds ("Partial refunds are only available in Colombia, Chile, Mexico and Peru").

const approved = KUSHKI_SIMULATOR_CARDS.find((c) => c.outcome === 'approved')!.number;
let t: TestApp;
let sim: KushkiSimulator;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  ({ t, sim } = await createKushkiTestApp());
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t.close());

async function paidOrder(key: string) {
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
  return order!;
}

async function cancel(transactionId: string) {
  const staff = await createStaff(t.app.db, t.config.jwtSecret, 'ventas');
  return send(t.app, staff, 'POST', `/api/admin/orders/${transactionId}/status`, {
    status: 'cancelled',
  });
}

const ledger = async (ticket: string) =>
  (await t.app.db.select().from(kushkiCharges).where(eq(kushkiCharges.ticketNumber, ticket)))[0];

describe('cancelling an order paid with Kushki', () => {
  it('voids the charge on its own day', async () => {
    const order = await paidOrder('same-day');
    const res = await cancel(order.transactionId);
    expect(res.statusCode).toBe(200);
    expect(sim.state.charges.get(order.chargeId)!.status).toBe('VOIDED');
    expect(await ledger(order.chargeId)).toMatchObject({ status: 'voided', refundedCents: 2_300 });
  });

  it('refunds it on a later day', async () => {
    const order = await paidOrder('later');
    await t.app.db
      .update(kushkiCharges)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(kushkiCharges.ticketNumber, order.chargeId));
    const res = await cancel(order.transactionId);
    expect(res.statusCode).toBe(200);
    expect(sim.state.charges.get(order.chargeId)!.status).toBe('REFUNDED');
    expect(sim.calls.refunds).toBe(1);
    expect(await ledger(order.chargeId)).toMatchObject({
      status: 'refunded',
      refundedCents: 2_300,
    });
  });

  it('refuses a partial refund in Ecuador and gives back nothing', async () => {
    const order = await paidOrder('partial');
    const refund = t.app.paymentProvider.refund!(order.chargeId, { amountCents: 1_000 });
    await expect(refund).rejects.toThrow(RefundNotAllowedError);
    await expect(refund).rejects.toThrow(/devoluciones parciales/);
    expect(sim.state.charges.get(order.chargeId)!.status).toBe('APPROVAL');
    const whole = await t.app.paymentProvider.refund!(order.chargeId, {});
    expect(whole).toMatchObject({ kind: 'void', amountCents: 2_300 });
    expect(sim.state.charges.get(order.chargeId)!.status).toBe('VOIDED');
  });
});
