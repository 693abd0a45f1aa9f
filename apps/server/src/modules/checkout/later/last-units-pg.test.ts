import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderItems, products, sandboxCharges } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { callers } from '../../../test/staff.js';
import { createCustomer, createProduct, send } from '../../cart/test-helpers.js';
import { ADDRESS, fillCart, pay, seedShipping, tokenizeCard } from '../test-helpers.js';
import { expireDuePayments } from './pending-payments-expiry.js';
import { SETTINGS } from './test-helpers.js';

// Only PostgreSQL runs requests truly in parallel (PGlite serializes every query).
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
  const staff = await callers(t.app.db, t.config.jwtSecret);
  await send(t.app, staff.administrador, 'PUT', '/api/admin/payment-settings', SETTINGS);
});
afterAll(() => t?.close());

describe.skipIf(!onPostgres)('the last units (issue 31, PostgreSQL)', () => {
  it('20 buyers, card and transfer mixed, for the last 2 units: 2 orders, no charge kept without one', async () => {
    const product = await createProduct(t.app.db, { priceCents: 1_000, quantity: 2 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, () => createCustomer(t.app.db, t.config.jwtSecret)),
    );
    for (const b of buyers) await fillCart(t.app, b, [[product, 1]]);
    const nonces = await Promise.all(
      buyers.map((b, i) => (i % 2 === 0 ? tokenizeCard(t.app, b) : Promise.resolve(''))),
    );
    const answers = await Promise.all(
      buyers.map((b, i) =>
        i % 2 === 0
          ? pay(t.app, b, `card-${i}`, {
              ...ADDRESS,
              nonce: nonces[i],
              shipping_id: shipping.pickup,
            })
          : send(
              t.app,
              b,
              'POST',
              '/api/payment/place-order',
              { ...ADDRESS, shipping_id: shipping.pickup, payment_method: 'transferencia' },
              { 'idempotency-key': `transfer-${i}` },
            ),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(2);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().code).toBe('out_of_stock');
    }
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product));
    expect(row).toMatchObject({ quantity: 0, sold: 2 });
    const sold = await t.app.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.count}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, product));
    expect(sold[0]!.n).toBe(2);
    // Every captured card charge belongs to an order; the others were voided.
    const captured = await t.app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.status, 'captured'));
    const cardOrders = await t.app.db
      .select()
      .from(orders)
      .where(
        sql`${orders.paymentMethod} = 'card' and ${orders.userId} in ${buyers.map((b) => b.id)}`,
      );
    expect(captured.filter((ch) => ch.amountCents === 1_000)).toHaveLength(cardOrders.length);

    // When the transfer orders expire, their units come back exactly once.
    const transfers = ok.filter((a) => a.json().order.payment_method === 'transferencia').length;
    const later = new Date(Date.now() + 49 * 3_600_000);
    await Promise.all(
      Array.from({ length: 5 }, () =>
        expireDuePayments({ db: t.app.db, publicUrl: t.config.publicUrl }, later),
      ),
    );
    const [after] = await t.app.db.select().from(products).where(eq(products.id, product));
    expect(after).toMatchObject({ quantity: transfers, sold: 2 - transfers });
  });
});
