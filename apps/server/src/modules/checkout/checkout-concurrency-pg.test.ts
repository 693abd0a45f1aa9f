import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentIntents, products, sandboxCharges } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct } from '../cart/test-helpers.js';
import { ADDRESS, fillCart, pay, seedShipping, tokenizeCard } from './test-helpers.js';

// Only PostgreSQL runs these requests truly in parallel: PGlite serializes every query, which
// hides the race of issue 15.1. CI sets TEST_DATABASE_URL, so the server-pg project runs it.
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t?.close());

describe.skipIf(!onPostgres)(
  'one cart, one order (skipped on PGlite: it serializes queries, so nothing overlaps)',
  () => {
    it('checks one cart out once when 20 tabs pay it at once with different keys, on PostgreSQL', async () => {
      const c = await createCustomer(t.app.db, t.config.jwtSecret);
      const product = await createProduct(t.app.db, { priceCents: 1_000, quantity: 100 });
      await fillCart(t.app, c, [[product, 3]]);
      const nonces = await Promise.all(Array.from({ length: 20 }, () => tokenizeCard(t.app, c)));

      const answers = await Promise.all(
        nonces.map((nonce, i) =>
          pay(t.app, c, `tab-${i}`, { ...ADDRESS, nonce, shipping_id: shipping.pickup }),
        ),
      );

      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.statusCode !== 200)) {
        // Losers either met the open attempt (409) or came after it and found the cart empty (404).
        expect([
          {
            error:
              'Ya hay un pago en proceso para este carrito. Espera a que termine y revisa tus pedidos.',
            code: 'checkout_in_progress',
          },
          { error: 'Need to have items in cart', code: 'cart_empty' },
        ]).toContainEqual(a.json());
      }
      expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);
      const n = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;
      const count = sql<number>`count(*)::int`;
      expect(
        await n(t.app.db.select({ n: count }).from(orders).where(eq(orders.userId, c.id))),
      ).toBe(1);
      const charges = await t.app.db
        .select()
        .from(sandboxCharges)
        .where(sql`${sandboxCharges.idempotencyKey} like ${`${c.id}:%`}`);
      expect(charges.filter((ch) => ch.status === 'captured')).toHaveLength(1);
      expect(charges).toHaveLength(1);
      const [row] = await t.app.db.select().from(products).where(eq(products.id, product));
      expect(row).toMatchObject({ quantity: 97, sold: 3 });
      const open = await t.app.db
        .select()
        .from(paymentIntents)
        .where(sql`${paymentIntents.status} in ('pending', 'charged')`);
      expect(open).toEqual([]);
    });
  },
);
