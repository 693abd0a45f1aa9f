import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, sandboxCharges } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct } from '../cart/test-helpers.js';
import { ADDRESS, fillCart, pay, seedShipping, tokenizeCard } from './test-helpers.js';

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t.close());

const countRows = async (
  table: typeof orders | typeof sandboxCharges,
  where?: ReturnType<typeof eq>,
) =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where)
  )[0]!.n;

describe('make-payment under concurrency', () => {
  // The requests overlap for real only on PostgreSQL (PGlite serializes queries); the server-pg
  // project runs this file in CI. A repeat that meets the first still running gets 409 at once.
  it('charges once when one Idempotency-Key arrives 20 times at once (overlapping on PostgreSQL)', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    await fillCart(t.app, c, [[await createProduct(t.app.db, { priceCents: 2_500 }), 2]]);
    const body = { ...ADDRESS, nonce: await tokenizeCard(t.app, c), shipping_id: shipping.express };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(t.app, c, 'same-key', body)),
    );

    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((a) => a.body)).size).toBe(1);
    expect(ok[0]!.json().order.amount).toBe('57.00');
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().code).toBe('checkout_in_progress');
    }
    expect(await countRows(orders, eq(orders.userId, c.id))).toBe(1);
    expect(await countRows(sandboxCharges, eq(sandboxCharges.nonce, body.nonce))).toBe(1);
  });

  it('sells the last 10 units to exactly 10 of 100 concurrent buyers (overlapping on PostgreSQL)', async () => {
    const product = await createProduct(t.app.db, { priceCents: 1_999, quantity: 10 });
    const buyers = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const c = await createCustomer(t.app.db, t.config.jwtSecret);
        await fillCart(t.app, c, [[product, 1]]);
        return { c, nonce: await tokenizeCard(t.app, c) };
      }),
    );

    const answers = await Promise.all(
      buyers.map(({ c, nonce }, i) =>
        pay(t.app, c, `buy-${i}`, { ...ADDRESS, nonce, shipping_id: shipping.pickup }),
      ),
    );

    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json()).toEqual({ error: 'Not enough of this item in stock', code: 'out_of_stock' });
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product));
    expect(row).toMatchObject({ quantity: 0, sold: 10 });
    const sold = await t.app.db
      .select()
      .from(orders)
      .where(sql`${orders.amountCents} = 1999`);
    expect(sold).toHaveLength(10);
    // Every charge made for a buyer who did not get a unit was voided.
    const paidOrders = new Set(sold.map((o) => o.chargeId));
    const capturedNow = await t.app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.amountCents, 1_999));
    for (const charge of capturedNow)
      expect(charge.status).toBe(paidOrders.has(charge.id) ? 'captured' : 'voided');
    expect(capturedNow.filter((charge) => charge.status === 'captured')).toHaveLength(10);
  });
});
