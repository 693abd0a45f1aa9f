import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { paymentIntents } from '../db/schema/index.js';
import { createCustomer } from '../modules/cart/test-helpers.js';
import { createTestApp, type TestApp } from '../test/app.js';

// Issue 32.2: a process that starts beside others on one PostgreSQL must not close the attempts
// they are charging right now (that closed attempt's charge would then be captured with no order
// and never voided). On the embedded database, one process only, everything open at start is a
// dead process's and is reconciled at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the payment reconciler when a process starts', () => {
  it('leaves a fresh attempt to its process on PostgreSQL, closes it on the embedded database', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const [intent] = await t.app.db
      .insert(paymentIntents)
      .values({
        userId: c.id,
        requestKey: 'charging-now',
        providerKey: `${c.id}:charging-now`,
        amountCents: 4_000,
        request: {},
        cart: [],
      })
      .returning({ id: paymentIntents.id });

    // A second process starts on the same database (which it must not close when it stops).
    const second = await buildApp(t.config, {
      database: { ...t.database, close: () => Promise.resolve() },
    });
    await second.ready();
    await second.close();

    const [row] = await t.app.db
      .select({ status: paymentIntents.status })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent!.id));
    expect(row!.status).toBe(t.database.kind === 'postgres' ? 'pending' : 'failed');
  });
});
