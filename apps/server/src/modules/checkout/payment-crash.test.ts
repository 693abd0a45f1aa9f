import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  idempotencyKeys,
  orders,
  paymentIntents,
  products,
  sandboxCharges,
} from '../../db/schema/index.js';
import { queryRows } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, type Customer, send } from '../cart/test-helpers.js';
import { checkoutFaults } from './checkout-faults.js';
import { reconcilePayments } from './payment-reconciler.js';
import {
  ADDRESS,
  crashAfterCharge,
  fillCart,
  pay,
  reconcilerDeps,
  seedShipping,
  tokenizeCard,
} from './test-helpers.js';

// Issue 15.2: a crash between the charge and the order's commit. The fault hook stops the request
// right there (as kill -9 would); the reconciler must then leave 0 captured charges without an
// order. Runs on PGlite (server) and PostgreSQL (server-pg).

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t.close());
afterEach(() => {
  checkoutFaults.afterCharge = null;
});

const deps = () => reconcilerDeps(t);

async function buyerWithCart(quantity = 5) {
  const c = await createCustomer(t.app.db, t.config.jwtSecret);
  const product = await createProduct(t.app.db, { priceCents: 2_000, quantity });
  await fillCart(t.app, c, [[product, 2]]);
  return { c, product };
}

/** Captured charges whose id no order carries: the orphans issue 15.2 counts. */
async function orphans() {
  return queryRows<{ id: string }>(
    t.app.db,
    sql`SELECT c.id FROM sandbox_charges c WHERE c.status = 'captured'
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.charge_id = c.id)`,
  );
}

const cartSize = async (c: Customer) =>
  (await send(t.app, c, 'GET', '/api/cart/get-item-total')).json().total_items;

describe('a crash between the charge and the order', () => {
  it('answers a retry of the same key at once with 409 "en proceso", and another key too', async () => {
    const { c } = await buyerWithCart();
    const body = { ...ADDRESS, nonce: await tokenizeCard(t.app, c), shipping_id: shipping.pickup };
    const crash = crashAfterCharge();
    const hung = pay(t.app, c, 'crash-1', body);
    await crash.stopped;
    checkoutFaults.afterCharge = null;

    const started = Date.now();
    const retry = await pay(t.app, c, 'crash-1', body);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({
      error:
        'Este pago ya está en proceso. Espera unos segundos y revisa tus pedidos antes de intentarlo de nuevo.',
      code: 'checkout_in_progress',
    });
    const otherTab = await pay(t.app, c, 'crash-1-tab-2', {
      ...body,
      nonce: await tokenizeCard(t.app, c),
    });
    expect(otherTab.statusCode).toBe(409);
    expect(otherTab.json().code).toBe('checkout_in_progress');

    crash.release();
    expect((await hung).statusCode).toBe(200);
  });

  it('finishes the order when the cart still matches; a retry then replays it', async () => {
    const { c, product } = await buyerWithCart();
    const body = { ...ADDRESS, nonce: await tokenizeCard(t.app, c), shipping_id: shipping.pickup };
    const crash = crashAfterCharge();
    const hung = pay(t.app, c, 'crash-2', body);
    await crash.stopped;
    expect(await orphans()).toHaveLength(1);

    // The process is gone: everything it left open is stale to the reconciler.
    const report = await reconcilePayments(deps(), { staleAfterMs: 0 });
    expect(report).toMatchObject({ completed: 1, voided: 0, failed: 0 });
    expect(await orphans()).toHaveLength(0);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.userId, c.id));
    expect(order).toMatchObject({ amountCents: 4_000 });
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product));
    expect(row).toMatchObject({ quantity: 3, sold: 2 });
    expect(await cartSize(c)).toBe(0);

    const retry = await pay(t.app, c, 'crash-2', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().order.transaction_id).toBe(order!.transactionId);

    // The stopped request wakes up after all: it must not make a second order.
    crash.release();
    expect((await hung).statusCode).toBe(409);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, c.id))).toHaveLength(1);
    expect(await orphans()).toHaveLength(0);
  });

  it('voids the charge when the cart changed meanwhile, and frees the key and the cart', async () => {
    const { c, product } = await buyerWithCart();
    const body = { ...ADDRESS, nonce: await tokenizeCard(t.app, c), shipping_id: shipping.pickup };
    const crash = crashAfterCharge();
    const hung = pay(t.app, c, 'crash-3', body);
    await crash.stopped;
    checkoutFaults.afterCharge = null;
    await send(t.app, c, 'PUT', '/api/cart/update-item', { product_id: product, count: 1 });

    const report = await reconcilePayments(deps(), { staleAfterMs: 0 });
    expect(report).toMatchObject({ completed: 0, voided: 1 });
    expect(await orphans()).toHaveLength(0);
    const charges = await t.app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.nonce, body.nonce));
    expect(charges).toMatchObject([{ status: 'voided', amountCents: 4_000 }]);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, c.id))).toEqual([]);
    expect(
      await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, c.id)),
    ).toEqual([]);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product));
    expect(row).toMatchObject({ quantity: 5, sold: 0 });

    // The customer pays again with a new card authorization.
    const again = await pay(t.app, c, 'crash-3-again', {
      ...body,
      nonce: await tokenizeCard(t.app, c),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().order.amount).toBe('20.00');
    crash.release();
    expect((await hung).statusCode).toBe(409);
    expect(await orphans()).toHaveLength(0);
  });

  it('voids its charge when another process closed the attempt as failed meanwhile', async () => {
    const { c } = await buyerWithCart();
    const body = { ...ADDRESS, nonce: await tokenizeCard(t.app, c), shipping_id: shipping.pickup };
    const crash = crashAfterCharge();
    const hung = pay(t.app, c, 'closed-meanwhile', body);
    await crash.stopped;
    checkoutFaults.afterCharge = null;
    // What a reconciler that looked before the charge was captured leaves (issue 32.2).
    await t.app.db
      .update(paymentIntents)
      .set({ status: 'failed' })
      .where(eq(paymentIntents.userId, c.id));
    crash.release();
    const answer = await hung;
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('checkout_in_progress');
    expect(await orphans()).toHaveLength(0);
    const charges = await t.app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.nonce, body.nonce));
    expect(charges).toMatchObject([{ status: 'voided' }]);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, c.id))).toEqual([]);
  });

  it('closes an attempt recorded before a charge that never happened', async () => {
    const { c } = await buyerWithCart();
    await t.app.db.insert(paymentIntents).values({
      userId: c.id,
      requestKey: 'never-charged',
      providerKey: `${c.id}:never-charged`,
      amountCents: 4_000,
      request: {},
      cart: [],
    });
    const blocked = await pay(t.app, c, 'blocked', {
      ...ADDRESS,
      nonce: await tokenizeCard(t.app, c),
      shipping_id: shipping.pickup,
    });
    expect(blocked.statusCode).toBe(409);

    const report = await reconcilePayments(deps(), { staleAfterMs: 0 });
    expect(report).toMatchObject({ failed: 1 });
    const open = await t.app.db
      .select()
      .from(paymentIntents)
      .where(sql`${paymentIntents.status} in ('pending', 'charged')`);
    expect(open).toEqual([]);
    const paid = await pay(t.app, c, 'after-reconcile', {
      ...ADDRESS,
      nonce: await tokenizeCard(t.app, c),
      shipping_id: shipping.pickup,
    });
    expect(paid.statusCode).toBe(200);
  });

  it('leaves attempts younger than the stale age to the request that runs them', async () => {
    const { c } = await buyerWithCart();
    const body = { ...ADDRESS, nonce: await tokenizeCard(t.app, c), shipping_id: shipping.pickup };
    const crash = crashAfterCharge();
    const hung = pay(t.app, c, 'young', body);
    await crash.stopped;
    expect(await reconcilePayments(deps(), { staleAfterMs: 60_000 })).toMatchObject({
      completed: 0,
      voided: 0,
      failed: 0,
    });
    crash.release();
    expect((await hung).statusCode).toBe(200);
    expect(await orphans()).toHaveLength(0);
  });
});
