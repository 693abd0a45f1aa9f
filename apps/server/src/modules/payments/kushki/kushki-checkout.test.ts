import { KUSHKI_SIMULATOR_CARDS } from '@shop/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentIntents, products } from '../../../db/schema/index.js';
import type { TestApp } from '../../../test/app.js';
import { createCustomer, createProduct, send } from '../../cart/test-helpers.js';
import { checkoutFaults } from '../../checkout/checkout-faults.js';
import { AUTHENTICATION_FAILED } from '../../checkout/make-payment.js';
import { reconcilePayments } from '../../checkout/payment-reconciler.js';
import {
  ADDRESS,
  crashAfterCharge,
  fillCart,
  pay,
  reconcilerDeps,
  seedShipping,
} from '../../checkout/test-helpers.js';
import type { KushkiSimulator } from './kushki-simulator.js';
import { createKushkiTestApp } from './kushki-test-helpers.js';

// The sandbox's money invariants (ADRs 010, 012, 013) with Kushki as the provider, through the
// simulator on loopback: one charge per key, declines charge nothing, a lost answer or a crash
// between the charge and the order ends with exactly one order or a void. Both engines.

const card = (outcome: string) => KUSHKI_SIMULATOR_CARDS.find((c) => c.outcome === outcome)!.number;

let t: TestApp;
let sim: KushkiSimulator;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  ({ t, sim } = await createKushkiTestApp());
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t.close());
afterEach(() => {
  checkoutFaults.afterCharge = null;
  sim.setDown(false);
  sim.loseAnswers(0);
});

const deps = () => reconcilerDeps(t);

async function buyer(priceCents = 2_300, quantity = 5) {
  const c = await createCustomer(t.app.db, t.config.jwtSecret);
  const product = await createProduct(t.app.db, { priceCents, quantity });
  await fillCart(t.app, c, [[product, 2]]);
  return { c, product };
}

const bodyWith = (token: string) => ({ ...ADDRESS, nonce: token, shipping_id: shipping.pickup });

/** Captured charges at Kushki that no order carries. */
async function orphans() {
  const captured = sim.captured().map((c) => c.ticketNumber);
  if (captured.length === 0) return [];
  const carried = await t.app.db
    .select({ chargeId: orders.chargeId })
    .from(orders)
    .where(inArray(orders.chargeId, captured));
  return captured.filter((id) => !carried.some((o) => o.chargeId === id));
}

describe('Kushki through the checkout', () => {
  it('get-token answers the public merchant id and where kushki.js tokenizes', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const res = await send(t.app, c, 'GET', '/api/payment/get-token');
    expect(res.json()).toEqual({
      client_token: 'pub-test-1000000000000000000000000',
      braintree_token: 'pub-test-1000000000000000000000000',
      provider: 'kushki',
      kushki: {
        public_merchant_id: 'pub-test-1000000000000000000000000',
        url: sim.url,
        in_test_environment: true,
      },
    });
  });

  it("lets the browser reach Kushki's API from the shop's pages (CSP connect-src)", async () => {
    for (const url of ['/checkout', '/api/shop/info']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy'], url).toContain(
        `connect-src 'self' ${sim.url}`,
      );
    }
  });

  it("charges the order's total in Kushki's shape: IVA base, 0 % base and IVA", async () => {
    const { c } = await buyer();
    const res = await pay(t.app, c, 'k-1', bodyWith(sim.tokenize(card('approved'))));
    expect(res.statusCode).toBe(200);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.userId, c.id));
    const charge = sim.state.charges.get(order!.chargeId)!;
    // 2 x 23.00 at 15 %: base 40.00, IVA 6.00.
    expect(charge.amount).toEqual({
      subtotalIva: 40,
      subtotalIva0: 0,
      ice: 0,
      iva: 6,
      currency: 'USD',
    });
    expect(order!.amountCents).toBe(4_600);
    expect(await orphans()).toEqual([]);
  });

  it('charges a total no 15 % base reaches: 1 x $7.70, the cent in the taxed base', async () => {
    // 7.70 at 15 %: base 6.69 + IVA 1.00 = 7.69, base 6.70 + IVA 1.01 = 7.71 (ADR 064). This
    // answered 500 before the cent joined the taxed base.
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createProduct(t.app.db, { priceCents: 770, quantity: 5 });
    await fillCart(t.app, c, [[product, 1]]);
    const res = await pay(t.app, c, 'k-cent', bodyWith(sim.tokenize(card('approved'))));
    expect(res.statusCode).toBe(200);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.userId, c.id));
    expect(sim.state.charges.get(order!.chargeId)!.amount).toEqual({
      subtotalIva: 6.7,
      subtotalIva0: 0,
      ice: 0,
      iva: 1,
      currency: 'USD',
    });
    expect(order!.amountCents).toBe(770);
  });

  it('charges once when 20 requests repeat one key at once', async () => {
    const { c } = await buyer();
    const body = bodyWith(sim.tokenize(card('approved')));
    const before = sim.state.charges.size;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(t.app, c, 'k-same', body)),
    );
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThan(0);
    expect(sim.state.charges.size - before).toBe(1);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, c.id))).toHaveLength(1);
    expect(await orphans()).toEqual([]);
  });

  it.each([
    ['declined', 402, { error: 'Transaction failed', code: 'card_declined' }],
    ['insufficient_funds', 402, { error: 'Transaction failed', code: 'insufficient_funds' }],
    ['3ds_required', 402, { error: AUTHENTICATION_FAILED, code: 'card_not_verified' }],
  ])('a %s card answers %i and charges nothing', async (outcome, status, body) => {
    const { c, product } = await buyer();
    const before = sim.captured().length;
    const res = await pay(t.app, c, `k-${outcome}`, bodyWith(sim.tokenize(card(outcome))));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
    expect(sim.captured().length).toBe(before);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, c.id))).toEqual([]);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product));
    expect(row).toMatchObject({ quantity: 5, sold: 0 });
  });

  it('refuses a spent token with the nonce field message and charges nothing more', async () => {
    const { c } = await buyer();
    const token = sim.tokenize(card('approved'));
    expect((await pay(t.app, c, 'k-spent-1', bodyWith(token))).statusCode).toBe(200);
    const other = await buyer();
    const before = sim.state.charges.size;
    const res = await pay(t.app, other.c, 'k-spent-2', bodyWith(token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ nonce: [expect.stringContaining('expiró o ya fue usada')] });
    expect(sim.state.charges.size).toBe(before);
  });

  it('voids a charge whose answer was lost, and the buyer may pay again', async () => {
    const { c } = await buyer();
    sim.loseAnswers(1);
    const res = await pay(t.app, c, 'k-lost', bodyWith(sim.tokenize(card('approved'))));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'Payment provider unavailable',
      code: 'provider_unavailable',
    });
    expect(await orphans()).toEqual([]);
    const voided = [...sim.state.charges.values()].filter(
      (ch) => ch.metadata.idempotencyKey === `${c.id}:k-lost`,
    );
    expect(voided.map((ch) => ch.status)).toEqual(['VOIDED']);
    const again = await pay(t.app, c, 'k-lost-2', bodyWith(sim.tokenize(card('approved'))));
    expect(again.statusCode).toBe(200);
  });

  it('answers 503 when Kushki is down; the reconciler settles the attempt once it is back', async () => {
    const { c } = await buyer();
    sim.setDown(true);
    const before = sim.state.charges.size;
    const res = await pay(t.app, c, 'k-down', bodyWith(sim.tokenize(card('approved'))));
    expect(res.statusCode).toBe(503);
    expect(sim.state.charges.size).toBe(before);
    // Still down: the attempt stays open (a timeout could have charged), nothing is decided.
    expect(await reconcilePayments(deps(), { staleAfterMs: 0 })).toMatchObject({ skipped: 1 });
    sim.setDown(false);
    // Back: the same key is asked again; its charge becomes the order, exactly once.
    expect(await reconcilePayments(deps(), { staleAfterMs: 0 })).toMatchObject({ completed: 1 });
    expect(await reconcilePayments(deps(), { staleAfterMs: 0 })).toMatchObject({ completed: 0 });
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, c.id))).toHaveLength(1);
    expect(await orphans()).toEqual([]);
  });
});

describe('diferidos', () => {
  it("lists the bank's deferred options by BIN; a bank without them lists none", async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const bin = card('approved').replace(/\s/g, '').slice(0, 6);
    const res = await send(t.app, c, 'GET', `/api/payment/kushki/deferred/${bin}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      bin,
      options: [
        {
          credit_type: '02',
          name: 'Diferido con intereses',
          months: [3, 6, 12],
          months_of_grace: [1, 2, 3],
        },
        { credit_type: '03', name: 'Diferido sin intereses', months: [3, 6], months_of_grace: [] },
      ],
    });
    const none = await send(t.app, c, 'GET', '/api/payment/kushki/deferred/411111');
    expect(none.json()).toEqual({ bin: '411111', options: [] });
    const bad = await send(t.app, c, 'GET', '/api/payment/kushki/deferred/41x');
    expect(bad.statusCode).toBe(400);
  });

  it("charges the chosen diferido in Kushki's deferred object", async () => {
    const { c } = await buyer();
    const res = await pay(t.app, c, 'k-deferred', {
      ...bodyWith(sim.tokenize(card('approved'))),
      deferred: { credit_type: '03', months: 6 },
    });
    expect(res.statusCode).toBe(200);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.userId, c.id));
    expect(sim.state.charges.get(order!.chargeId)!.deferred).toEqual({
      creditType: '03',
      months: 6,
      graceMonths: '00',
    });
  });

  it('declines a diferido the bank does not offer and charges nothing', async () => {
    const { c } = await buyer();
    const before = sim.captured().length;
    const res = await pay(t.app, c, 'k-no-deferred', {
      ...bodyWith(sim.tokenize('4111 1111 1111 1111')),
      deferred: { credit_type: '02', months: 3 },
    });
    expect(res.statusCode).toBe(402);
    expect(sim.captured().length).toBe(before);
  });
});

describe('a crash between the Kushki charge and the order', () => {
  it('is completed by the reconciler exactly once, and the woken request makes no second order', async () => {
    const { c } = await buyer();
    const body = bodyWith(sim.tokenize(card('approved')));
    const crash = crashAfterCharge();
    const hung = pay(t.app, c, 'k-crash-1', body);
    await crash.stopped;
    expect(await orphans()).toHaveLength(1);
    const report = await reconcilePayments(deps(), { staleAfterMs: 0 });
    expect(report).toMatchObject({ completed: 1, voided: 0, failed: 0 });
    expect(await orphans()).toEqual([]);
    expect(await reconcilePayments(deps(), { staleAfterMs: 0 })).toMatchObject({ completed: 0 });
    crash.release();
    expect((await hung).statusCode).toBe(409);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, c.id))).toHaveLength(1);
  });

  it('is voided by the reconciler when the cart changed meanwhile', async () => {
    const { c, product } = await buyer();
    const crash = crashAfterCharge();
    const hung = pay(t.app, c, 'k-crash-2', bodyWith(sim.tokenize(card('approved'))));
    await crash.stopped;
    checkoutFaults.afterCharge = null;
    await send(t.app, c, 'PUT', '/api/cart/update-item', { product_id: product, count: 1 });
    const report = await reconcilePayments(deps(), { staleAfterMs: 0 });
    expect(report).toMatchObject({ completed: 0, voided: 1 });
    expect(await orphans()).toEqual([]);
    crash.release();
    await hung;
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, c.id))).toEqual([]);
    const open = await t.app.db
      .select()
      .from(paymentIntents)
      .where(inArray(paymentIntents.status, ['pending', 'charged']));
    expect(open).toEqual([]);
  });
});
