import { KUSHKI_SIMULATOR_CARDS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kushkiCharges, orders } from '../../../db/schema/index.js';
import type { TestApp } from '../../../test/app.js';
import { createCustomer, createProduct } from '../../cart/test-helpers.js';
import { ADDRESS, fillCart, pay, seedShipping } from '../../checkout/test-helpers.js';
import type { KushkiSimulator } from './kushki-simulator.js';
import { createKushkiTestApp } from './kushki-test-helpers.js';

// Kushki's notifications (ADR 068): signed, checked on the raw body, recorded once, and an
// approved charge our process never turned into an order is voided exactly once.

const approved = KUSHKI_SIMULATOR_CARDS.find((c) => c.outcome === 'approved')!.number;
let t: TestApp;
let sim: KushkiSimulator;
beforeAll(async () => {
  ({ t, sim } = await createKushkiTestApp());
});
afterAll(() => t.close());

/** A charge made at Kushki with this key, as if by a process that died before recording it. */
function ghostCharge(key: string) {
  const answer = sim.state.charge(
    {
      token: sim.tokenize(approved),
      amount: { subtotalIva: 10, subtotalIva0: 0, ice: 0, iva: 1.5, currency: 'USD' },
      metadata: { idempotencyKey: key },
    },
    key,
  );
  return (answer.body as { ticketNumber: string }).ticketNumber;
}

function notification(ticketNumber: string, id = String(Date.now())) {
  const charge = sim.state.charges.get(ticketNumber)!;
  const raw = JSON.stringify({
    ticketNumber,
    transactionStatus: charge.status,
    approvedTransactionAmount: charge.amountCents / 100,
    metadata: charge.metadata,
  });
  return { raw, headers: { 'x-kushki-id': id, 'x-kushki-signature': sim.sign(raw, id) } };
}

const post = (raw: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/kushki/webhook',
    headers: { 'content-type': 'application/json', ...headers },
    payload: raw,
  });

describe("Kushki's webhook", () => {
  it('voids an approved charge no attempt will turn into an order, once', async () => {
    const ticket = ghostCharge('999999:ghost-1');
    const note = notification(ticket);
    const res = await post(note.raw, note.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(sim.state.charges.get(ticket)!.status).toBe('VOIDED');
    const [row] = await t.app.db
      .select()
      .from(kushkiCharges)
      .where(eq(kushkiCharges.ticketNumber, ticket));
    expect(row).toMatchObject({ status: 'voided', amountCents: 1_150 });

    // The same notification again is a replay: 401 and no second void.
    const voids = sim.calls.voids;
    const replay = await post(note.raw, note.headers);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      error: 'Esta notificación de Kushki ya fue recibida.',
      code: 'authentication_failed',
    });
    expect(sim.calls.voids).toBe(voids);
  });

  type Note = ReturnType<typeof notification>;
  it.each([
    ['a wrong signature', (n: Note) => ({ ...n.headers, 'x-kushki-signature': 'ab'.repeat(32) })],
    ['no signature', (n: Note) => ({ 'x-kushki-id': n.headers['x-kushki-id'] })],
    ['a stale signature', (n: Note) => n.headers],
  ])('answers 401 to %s and changes nothing', async (label, headersOf) => {
    const ticket = ghostCharge(`999999:ghost-${label}`);
    // The stale one is signed correctly, ten minutes ago.
    const at = label === 'a stale signature' ? Date.now() - 10 * 60_000 : Date.now();
    const note = notification(ticket, String(at));
    const res = await post(note.raw, headersOf(note));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'Firma de Kushki no válida.',
      code: 'authentication_failed',
    });
    expect(sim.state.charges.get(ticket)!.status).toBe('APPROVAL');
    expect(
      await t.app.db.select().from(kushkiCharges).where(eq(kushkiCharges.ticketNumber, ticket)),
    ).toEqual([]);
  });

  it('refuses a body changed after signing', async () => {
    const ticket = ghostCharge('999999:ghost-tampered');
    const note = notification(ticket);
    const res = await post(note.raw.replace('APPROVAL', 'VOIDED'), note.headers);
    expect(res.statusCode).toBe(401);
  });

  it("keeps a charge that has its order when the simulator's own notification arrives over HTTP", async () => {
    const shipping = await seedShipping(t.app.db);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    sim.setWebhookUrl(`${address}/api/payment/kushki/webhook`);
    try {
      const c = await createCustomer(t.app.db, t.config.jwtSecret);
      const product = await createProduct(t.app.db, { priceCents: 1_150, quantity: 3 });
      await fillCart(t.app, c, [[product, 1]]);
      const res = await pay(t.app, c, 'hooked', {
        ...ADDRESS,
        nonce: sim.tokenize(approved),
        shipping_id: shipping.pickup,
      });
      expect(res.statusCode).toBe(200);
      const [order] = await t.app.db.select().from(orders).where(eq(orders.userId, c.id));
      const charge = sim.state.charges.get(order!.chargeId)!;
      // The notification the simulator sent on the charge (it may arrive before the answer).
      const delivered = await sim.notify(charge);
      expect(delivered).toBe(200);
      expect(sim.state.charges.get(order!.chargeId)!.status).toBe('APPROVAL');
    } finally {
      sim.setWebhookUrl(null);
    }
  });
});
