import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, mailQueue, orders, products, sandboxCharges } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, send } from '../cart/test-helpers.js';
import { ADDRESS, fillCart, pay, seedShipping, tokenizeCard } from './test-helpers.js';

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t.close());

/** Makes every order insert fail, as a crash or a lost connection would, after the charge. */
async function breakOrderInserts() {
  await t.app.db.execute(sql`CREATE FUNCTION fail_order_insert() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
  await t.app.db.execute(sql`CREATE TRIGGER fail_order_insert BEFORE INSERT ON orders
    FOR EACH ROW EXECUTE FUNCTION fail_order_insert()`);
}
async function repairOrderInserts() {
  await t.app.db.execute(sql`DROP TRIGGER fail_order_insert ON orders`);
  await t.app.db.execute(sql`DROP FUNCTION fail_order_insert()`);
}

describe('a failure after the charge', () => {
  it('voids the charge, creates no order and leaves stock, coupon and cart intact', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createProduct(t.app.db, { priceCents: 4_000, quantity: 4 });
    await fillCart(t.app, c, [[product, 2]]);
    const body = {
      ...ADDRESS,
      nonce: await tokenizeCard(t.app, c),
      shipping_id: shipping.standard,
      coupon_name: 'FERRE5',
    };

    await breakOrderInserts();
    const res = await pay(t.app, c, 'doomed', body);
    await repairOrderInserts();

    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error' });
    const charges = await t.app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.nonce, body.nonce));
    expect(charges).toMatchObject([{ status: 'voided', amountCents: 7_850 }]);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, c.id))).toEqual([]);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product));
    expect(row).toMatchObject({ quantity: 4, sold: 0 });
    const [ferre] = await t.app.db.select().from(coupons).where(eq(coupons.name, 'FERRE5'));
    expect(ferre!.timesUsed).toBe(0);
    expect(await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, c.email))).toEqual([]);
    expect((await send(t.app, c, 'GET', '/api/cart/get-item-total')).json()).toEqual({
      total_items: 1,
    });

    // The key is free again, but the spent nonce cannot be charged twice: the card is asked again.
    const sameAgain = await pay(t.app, c, 'doomed', body);
    expect(sameAgain.statusCode).toBe(400);
    expect(Object.keys(sameAgain.json())).toEqual(['nonce']);
    const retry = await pay(t.app, c, 'retry', { ...body, nonce: await tokenizeCard(t.app, c) });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().order.amount).toBe('78.50');
  });
});
