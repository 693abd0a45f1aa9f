import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, mailQueue, orders } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callers, createCustomer, createProduct, placeOrder } from '../../test/staff.js';
import { seedShipping } from '../checkout/test-helpers.js';
import { xmlsecVerify } from './signed-document-checks.js';
import { schemaErrors, signatureErrors } from './xml-checks.js';

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
let who: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
  who = await callers(t.app.db, t.config.jwtSecret);
});
afterAll(() => t.close());

describe('cancelling an invoiced order (ADR 066)', () => {
  it('issues, authorizes and mails a full nota de crédito of its invoice', async () => {
    const customer = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createProduct(t.app.db, { priceCents: 1_550, quantity: 10 });
    const tid = await placeOrder(t.app, customer, [[product, 2]], shipping.standard);
    await t.app.invoicing.flush();
    const [order] = await t.app.db.select().from(orders).where(eq(orders.transactionId, tid));
    const docs = () => t.app.db.select().from(invoices).where(eq(invoices.orderId, order!.id));
    const [invoice] = await docs();
    expect(invoice).toMatchObject({ codDoc: '01', status: 'authorized' });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${tid}/status`,
      headers: who.ventas.headers,
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.invoicing.flush();
    const note = (await docs()).find((d) => d.codDoc === '04')!;
    expect(note).toMatchObject({
      status: 'authorized',
      modifiesInvoiceId: invoice!.id,
      totalCents: invoice!.totalCents,
    });
    expect(note.signedXml).toContain('<motivo>Pedido cancelado</motivo>');
    expect(await schemaErrors(note.signedXml!)).toEqual([]);
    expect(signatureErrors(note.signedXml!)).toEqual([]);
    expect((await xmlsecVerify(note.signedXml!, 'notaCredito')).verdict).toBe('OK');
    const mails = await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, customer.email));
    expect(mails.map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/^Nota de crédito electrónica 001-001-\d{9}/),
    );
  });
});
