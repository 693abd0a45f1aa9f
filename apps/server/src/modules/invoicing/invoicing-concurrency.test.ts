import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct } from '../cart/test-helpers.js';
import { ADDRESS, fillCart, pay, seedShipping, tokenizeCard } from '../checkout/test-helpers.js';

let t: TestApp;
const onPostgres = process.env.TEST_DB === 'postgres';
beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(() => (onPostgres ? t.close() : undefined));

// Real concurrency needs PostgreSQL (PGlite runs one statement at a time): server-pg project only.
describe.skipIf(!onPostgres)('invoice sequentials under concurrent payments', () => {
  it('50 concurrent paid orders get 50 distinct consecutive sequentials, all authorized', async () => {
    const shipping = await seedShipping(t.app.db);
    const product = await createProduct(t.app.db, { priceCents: 1_000, quantity: 100 });
    const buyers = [];
    for (let i = 0; i < 50; i++) {
      const c = await createCustomer(t.app.db, t.config.jwtSecret);
      await fillCart(t.app, c, [[product, 1]]);
      buyers.push({ c, nonce: await tokenizeCard(t.app, c) });
    }
    const answers = await Promise.all(
      buyers.map(({ c, nonce }, i) =>
        pay(t.app, c, `concurrent-${i}`, { ...ADDRESS, nonce, shipping_id: shipping.pickup }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));

    const rows = await t.app.db
      .select({ secuencial: invoices.secuencial, clave: invoices.claveAcceso })
      .from(invoices)
      .orderBy(invoices.secuencial);
    expect(rows.map((r) => r.secuencial)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.clave)).size).toBe(50);

    await t.app.invoicing.flush();
    const [states] = await t.app.db
      .select({ authorized: sql<number>`count(*) FILTER (WHERE status = 'authorized')::int` })
      .from(invoices);
    expect(states!.authorized).toBe(50);
    expect(t.app.invoicing.simulator!.received().size).toBe(50);
  }, 240_000);
});
