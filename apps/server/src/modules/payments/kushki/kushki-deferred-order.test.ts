import { KUSHKI_SIMULATOR_CARDS, OrderSchema } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, orders } from '../../../db/schema/index.js';
import type { TestApp } from '../../../test/app.js';
import { callers } from '../../../test/staff.js';
import { createCustomer, createProduct, send } from '../../cart/test-helpers.js';
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

// A diferido charged through Kushki is kept on the order (ADR 084) and shown on the customer's
// order, the confirmation e-mail and the back office. Both engines.

const approved = KUSHKI_SIMULATOR_CARDS.find((c) => c.deferred)!.number;

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

async function buyer() {
  const c = await createCustomer(t.app.db, t.config.jwtSecret);
  const product = await createProduct(t.app.db, { priceCents: 2_300, quantity: 5 });
  await fillCart(t.app, c, [[product, 2]]);
  return c;
}

const body = (deferred?: object) => ({
  ...ADDRESS,
  nonce: sim.tokenize(approved),
  shipping_id: shipping.pickup,
  ...(deferred ? { deferred } : {}),
});

describe('a diferido on the order', () => {
  it('is shown on the order, its page, the e-mail and the back office', async () => {
    const c = await buyer();
    const res = await pay(t.app, c, 'd-6', body({ credit_type: '03', months: 6 }));
    expect(res.statusCode).toBe(200);
    const order = OrderSchema.parse(res.json().order ?? res.json());
    expect(order.deferred_months).toBe(6);

    const mine = await send(t.app, c, 'GET', `/api/orders/get-order/${order.transaction_id}`);
    expect(JSON.stringify(mine.json())).toContain('"deferred_months":6');

    const [mail] = await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, c.email));
    expect(mail!.text).toContain('Forma de pago: Diferido a 6 meses');
    expect(mail!.html).toContain('Diferido a 6 meses');

    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.transaction_id}`,
      headers: who.ventas.headers,
    });
    expect(admin.json().order.deferred_months).toBe(6);
  });

  it('is null for a pago corriente, and the e-mail says nothing of diferidos', async () => {
    const c = await buyer();
    const res = await pay(t.app, c, 'd-0', body());
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.userId, c.id));
    expect(row!.deferredMonths).toBeNull();
    const [mail] = await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, c.email));
    expect(mail!.text).not.toContain('Diferido');
  });

  it('is kept when the reconciler completes the order after a crash', async () => {
    const c = await buyer();
    const crash = crashAfterCharge();
    const hung = pay(t.app, c, 'd-crash', body({ credit_type: '03', months: 3 }));
    await crash.stopped;
    const report = await reconcilePayments(reconcilerDeps(t), { staleAfterMs: 0 });
    expect(report).toMatchObject({ completed: 1 });
    crash.release();
    await hung;
    const [row] = await t.app.db.select().from(orders).where(eq(orders.userId, c.id));
    expect(row!.deferredMonths).toBe(3);
  });
});
