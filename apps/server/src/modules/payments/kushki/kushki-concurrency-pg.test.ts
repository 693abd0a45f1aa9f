import { KUSHKI_SIMULATOR_CARDS } from '@shop/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentIntents, products } from '../../../db/schema/index.js';
import type { TestApp } from '../../../test/app.js';
import { createCustomer, createProduct } from '../../cart/test-helpers.js';
import { ADDRESS, fillCart, pay, seedShipping } from '../../checkout/test-helpers.js';
import type { KushkiSimulator } from './kushki-simulator.js';
import { createKushkiTestApp } from './kushki-test-helpers.js';

// Races through Kushki (simulator), on PostgreSQL only: PGlite serializes every query, so nothing
// would overlap. CI sets TEST_DATABASE_URL and the server-pg project runs these.
const onPostgres = process.env.TEST_DB === 'postgres';
const approved = KUSHKI_SIMULATOR_CARDS.find((c) => c.outcome === 'approved')!.number;

let t: TestApp;
let sim: KushkiSimulator;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  if (!onPostgres) return;
  ({ t, sim } = await createKushkiTestApp());
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t?.close());

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

describe.skipIf(!onPostgres)('Kushki under concurrency (PostgreSQL)', () => {
  it('sells 2 units to exactly 2 of 20 concurrent buyers; the others are voided or not charged', async () => {
    const product = await createProduct(t.app.db, { priceCents: 1_500, quantity: 2 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const c = await createCustomer(t.app.db, t.config.jwtSecret);
        await fillCart(t.app, c, [[product, 1]]);
        return c;
      }),
    );
    const answers = await Promise.all(
      buyers.map((c, i) =>
        pay(t.app, c, `race-${i}`, {
          ...ADDRESS,
          nonce: sim.tokenize(approved),
          shipping_id: shipping.pickup,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product));
    expect(row).toMatchObject({ quantity: 0, sold: 2 });
    expect(await orphans()).toEqual([]);
    expect(sim.captured()).toHaveLength(2);
  });

  it('checks one cart out once when 20 tabs pay it at once with different keys', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createProduct(t.app.db, { priceCents: 1_000, quantity: 100 });
    await fillCart(t.app, c, [[product, 3]]);
    const before = sim.state.charges.size;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pay(t.app, c, `tab-${i}`, {
          ...ADDRESS,
          nonce: sim.tokenize(approved),
          shipping_id: shipping.pickup,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, c.id))).toHaveLength(1);
    expect(sim.state.charges.size - before).toBe(1);
    expect(await orphans()).toEqual([]);
    const open = await t.app.db
      .select()
      .from(paymentIntents)
      .where(inArray(paymentIntents.status, ['pending', 'charged']));
    expect(open).toEqual([]);
  });
});
