import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callers, createCustomer, createProduct, placeOrder } from '../../test/staff.js';
import { seedShipping } from '../checkout/test-helpers.js';

let t: TestApp;
const onPostgres = process.env.TEST_DB === 'postgres';
beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(() => (onPostgres ? t.close() : undefined));

// Real concurrency needs PostgreSQL (PGlite runs one statement at a time): server-pg only.
describe.skipIf(!onPostgres)('concurrent notas de crédito of one order (ADR 083)', () => {
  it('never credits more units than invoiced, and one key issues one note', async () => {
    const shipping = await seedShipping(t.app.db);
    const who = await callers(t.app.db, t.config.jwtSecret);
    const customer = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createProduct(t.app.db, { priceCents: 500, quantity: 10 });
    const tid = await placeOrder(t.app, customer, [[product, 3]], shipping.standard);
    await t.app.invoicing.flush();
    const post = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${tid}/credit-notes`,
        headers: { ...who.administrador.headers, 'idempotency-key': key },
        payload: { lines: [{ line: 0, quantity: 2 }], reason: 'Devolución' },
      });

    const answers = await Promise.all([post('a'), post('b'), post('c'), post('a'), post('a')]);
    const codes = answers.map((a) => a.statusCode).sort();
    // The first to lock the factura issues the note; the others find 1 unit left (400), or are
    // replays of the winner's key (200 with the same note).
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.every((c) => [200, 201, 400].includes(c))).toBe(true);
    const winner = answers.find((a) => a.statusCode === 201)!.json().credit_note.id;
    for (const a of answers.filter((x) => x.statusCode === 200))
      expect(a.json().credit_note.id).toBe(winner);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.transactionId, tid));
    const notes = (
      await t.app.db.select().from(invoices).where(eq(invoices.orderId, order!.id))
    ).filter((d) => d.codDoc === '04');
    expect(notes).toHaveLength(1);
  });
});
