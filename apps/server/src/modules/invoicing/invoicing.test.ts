import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, mailQueue } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, type Customer, send } from '../cart/test-helpers.js';
import { ADDRESS, fillCart, pay, seedShipping, tokenizeCard } from '../checkout/test-helpers.js';
import { readPdfText } from '../pdf/test-pdf.js';
import { creditInvoice, isFullyCredited } from './credit-notes.service.js';
import { completeInvoiceBilling } from './invoicing.service.js';
import { xmlsecVerify } from './signed-document-checks.js';
import { createSoapSriClient } from './sri-client.js';
import { facturaSchemaErrors, schemaErrors, signatureErrors } from './xml-checks.js';

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t.close());

const simulator = () => t.app.invoicing.simulator!;

/** A paid order: 2 sacos de cemento (5%) at 7.99 and a drill (15%) at `drillCents`, pickup. */
async function paidOrder(drillCents = 2_999, customer?: Customer) {
  const c = customer ?? (await createCustomer(t.app.db, t.config.jwtSecret));
  const cement = await createProduct(t.app.db, {
    name: 'Cemento Holcim Fuerte 50 kg',
    priceCents: 799,
    ivaRate: 5,
  });
  const drill = await createProduct(t.app.db, { name: 'Taladro 1/2"', priceCents: drillCents });
  await fillCart(t.app, c, [
    [cement, 2],
    [drill, 1],
  ]);
  const nonce = await tokenizeCard(t.app, c);
  const res = await pay(t.app, c, `k-${Math.random()}`, {
    ...ADDRESS,
    nonce,
    shipping_id: shipping.pickup,
  });
  expect(res.statusCode).toBe(200);
  const order = res.json().order as { id: number; transaction_id: string; amount: string };
  return { c, order };
}

const invoiceOf = async (orderId: number, codDoc = '01') =>
  (await t.app.db.select().from(invoices).where(eq(invoices.orderId, orderId))).find(
    (i) => i.codDoc === codDoc,
  )!;

/** Makes every waiting document due now (skips the backoff) and runs the worker. */
async function retryNow() {
  await t.app.db.update(invoices).set({ nextAttemptAt: sql`now()` });
  await t.app.invoicing.flush();
}

describe('SRI invoice of a paid order (simulator)', () => {
  it('ends authorized, with a RIDE and the authorized XML e-mailed to the buyer', async () => {
    const { c, order } = await paidOrder();
    expect(order.amount).toBe('45.97');
    const queued = await invoiceOf(order.id);
    // Numbered in the order's transaction, before any SRI call: the payment never waits on it.
    expect(queued).toMatchObject({ status: 'generated', buyerId: '9999999999999' });
    expect(queued.claveAcceso).toMatch(/^\d{49}$/);

    await t.app.invoicing.flush();
    const invoice = await invoiceOf(order.id);
    expect(invoice).toMatchObject({
      status: 'authorized',
      authorizationNumber: invoice.claveAcceso,
      buyerName: 'CONSUMIDOR FINAL',
      totalCents: 4597,
    });

    // The signed XML validates against the XSD and its signature verifies; a change breaks it.
    const signed = invoice.signedXml!;
    expect(await facturaSchemaErrors(signed)).toEqual([]);
    expect(signatureErrors(signed)).toEqual([]);
    expect(signatureErrors(signed.replace('<importeTotal>45.97', '<importeTotal>5.97'))).toEqual([
      'La firma electrónica no es válida.',
    ]);
    // Per rate: cement 15.98 -> base 15.22 IVA 0.76; drill 29.99 -> base 26.08 IVA 3.91.
    expect(signed).toContain(
      '<totalImpuesto><codigo>2</codigo><codigoPorcentaje>4</codigoPorcentaje><baseImponible>26.08</baseImponible><valor>3.91</valor></totalImpuesto>',
    );
    expect(signed).toContain(
      '<totalImpuesto><codigo>2</codigo><codigoPorcentaje>5</codigoPorcentaje><baseImponible>15.22</baseImponible><valor>0.76</valor></totalImpuesto>',
    );
    expect(signed).toContain('<importeTotal>45.97</importeTotal>');

    const [mail] = await t.app.db
      .select()
      .from(mailQueue)
      .where(
        sql`${mailQueue.subject} LIKE 'Factura electrónica%' AND ${mailQueue.to} = ${c.email}`,
      );
    expect(mail!.subject).toMatch(/^Factura electrónica 001-001-\d{9} - Ferretería El Volt$/);
    expect(mail!.attachments.map((a) => a.contentType)).toEqual([
      'application/pdf',
      'application/xml',
    ]);

    // Delivered with both files attached (outbox transport).
    await t.app.mailer.flush();
    const outbox = path.join(t.config.dataDir, 'outbox');
    const sent = await Promise.all(
      readdirSync(outbox).map((f) => PostalMime.parse(readFileSync(path.join(outbox, f)))),
    );
    const invoiceMail = sent.find((m) => m.subject?.startsWith('Factura electrónica'))!;
    expect(invoiceMail.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      [expect.stringMatching(/^factura-001-001-\d{9}\.pdf$/), 'application/pdf'],
      [expect.stringMatching(/^factura-001-001-\d{9}\.xml$/), 'application/xml'],
    ]);

    const pdf = await send(t.app, c, 'GET', `/api/orders/${order.transaction_id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await readPdfText(pdf.rawPayload);
    for (const expected of [
      'FACTURA',
      invoice.claveAcceso!,
      'SUBTOTAL 15%',
      '26.08',
      'SUBTOTAL 5%',
      '15.22',
      'IVA 5%',
      '0.76',
      'VALOR TOTAL',
      '45.97',
      'TARJETA DE CRÉDITO',
    ])
      expect(text).toContain(expected);

    const xml = await send(t.app, c, 'GET', `/api/orders/${order.transaction_id}/invoice.xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('<estado>AUTORIZADO</estado>');
    expect(xml.body).toContain(signed);

    const summary = await send(t.app, c, 'GET', `/api/orders/${order.transaction_id}/invoice`);
    expect(summary.json().invoice).toMatchObject({ status: 'authorized', total: '45.97' });

    const stranger = await createCustomer(t.app.db, t.config.jwtSecret);
    const other = await send(
      t.app,
      stranger,
      'GET',
      `/api/orders/${order.transaction_id}/invoice.pdf`,
    );
    expect(other.statusCode).toBe(404);
  });

  it('above the consumidor final limit without billing data waits for them, then authorizes with a cédula', async () => {
    const { order } = await paidOrder(8_999);
    expect(order.amount).toBe('105.97');
    expect(await invoiceOf(order.id)).toMatchObject({ status: 'pending_data', secuencial: null });

    await expect(
      completeInvoiceBilling(t.app.db, order.id, {
        id_type: 'consumidor_final',
        id_number: '9999999999999',
        name: 'X',
        email: 'x@example.ec',
        address: 'Quito',
      }),
    ).rejects.toMatchObject({
      body: {
        billing: {
          id_type: [
            'Las facturas a consumidor final no pueden superar USD 50.00. Ingrese su cédula, RUC o pasaporte.',
          ],
        },
      },
    });
    await completeInvoiceBilling(t.app.db, order.id, {
      id_type: 'cedula',
      id_number: '1714307103',
      name: 'Ana Pérez',
      email: 'ana@example.ec',
      address: 'Av. 10 de Agosto N37-120, Quito',
    });
    await t.app.invoicing.flush();
    const invoice = await invoiceOf(order.id);
    expect(invoice).toMatchObject({
      status: 'authorized',
      buyerIdType: '05',
      buyerId: '1714307103',
    });
    expect(invoice.signedXml).toContain(
      '<tipoIdentificacionComprador>05</tipoIdentificacionComprador>',
    );
  });

  it('SRI down, then up: every invoice authorized once, sequentials consecutive', async () => {
    simulator().setDown(true);
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push((await paidOrder()).order);
    await t.app.invoicing.flush();
    for (const o of orders) {
      const row = await invoiceOf(o.id);
      expect(row.status).toBe('signed');
      expect(row.lastError).toMatch(/ECONNREFUSED/);
    }
    await retryNow(); // still down: another failed attempt, nothing lost
    simulator().setDown(false);
    await retryNow();
    const rows = await Promise.all(orders.map((o) => invoiceOf(o.id)));
    expect(rows.map((r) => r.status)).toEqual(['authorized', 'authorized', 'authorized']);
    const seq = rows.map((r) => r.secuencial!);
    expect(seq).toEqual([seq[0], seq[0]! + 1, seq[0]! + 2]);
    for (const r of rows) expect(simulator().received().has(r.claveAcceso!)).toBe(true);
    const claves = [...simulator().received().keys()];
    expect(new Set(claves).size).toBe(claves.length);
  });

  it('an answer lost on the way back: the SRI says CLAVE ACCESO REGISTRADA and the invoice still authorizes', async () => {
    const { order } = await paidOrder();
    simulator().setDown(true);
    await t.app.invoicing.flush(); // signed, sending failed
    simulator().setDown(false);
    const row = await invoiceOf(order.id);
    // The SRI got it, but the shop never heard back.
    const client = createSoapSriClient(t.config.sri, simulator().transport);
    expect((await client.validarComprobante(row.signedXml!)).estado).toBe('RECIBIDA');
    await retryNow();
    const done = await invoiceOf(order.id);
    expect(done.status).toBe('authorized');
    expect(done.messages).toEqual([
      { identificador: '43', mensaje: 'CLAVE ACCESO REGISTRADA', tipo: 'ERROR' },
    ]);
  });

  it('the simulator returns a badly signed document with FIRMA INVALIDA', async () => {
    const { order } = await paidOrder();
    simulator().setDown(true);
    await t.app.invoicing.flush();
    simulator().setDown(false);
    const row = await invoiceOf(order.id);
    const client = createSoapSriClient(t.config.sri, simulator().transport);
    const tampered = row.signedXml!.replace('Taladro', 'Tornillo');
    const answer = await client.validarComprobante(tampered);
    expect(answer).toMatchObject({
      estado: 'DEVUELTA',
      mensajes: [{ identificador: '39', mensaje: 'FIRMA INVALIDA', tipo: 'ERROR' }],
    });
    const malformed = await client.validarComprobante(
      row.signedXml!.replace(/<ruc>\d+<\/ruc>/, '<ruc>12</ruc>'),
    );
    expect(malformed).toMatchObject({
      estado: 'DEVUELTA',
      mensajes: [{ identificador: '35', mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML' }],
    });
  });

  it('a full nota de crédito credits the whole invoice once; a partial one the chosen units', async () => {
    const { order } = await paidOrder();
    await t.app.invoicing.flush();
    const invoice = await invoiceOf(order.id);
    // Partial: one of the two sacos de cemento (line 0).
    await creditInvoice(t.app.db, {
      orderId: order.id,
      lines: [{ line: 0, quantity: 1 }],
      reason: 'Devolución de un saco',
    });
    await expect(
      creditInvoice(t.app.db, {
        orderId: order.id,
        lines: [{ line: 0, quantity: 2 }],
        reason: 'x',
      }),
    ).rejects.toMatchObject({
      body: { lines: ['La línea 1 solo tiene 1 unidad(es) sin acreditar.'] },
    });
    // Full: what is left (the other saco and the drill).
    await creditInvoice(t.app.db, { orderId: order.id, reason: 'Pedido cancelado' });
    await expect(
      creditInvoice(t.app.db, { orderId: order.id, reason: 'otra vez' }),
    ).rejects.toMatchObject({
      body: { error: 'La factura de este pedido ya está anulada por nota de crédito.' },
    });
    await t.app.invoicing.flush();
    const notes = (await t.app.db.select().from(invoices).where(eq(invoices.orderId, order.id)))
      .filter((i) => i.codDoc === '04')
      .sort((a, b) => a.id - b.id);
    expect(notes.map((n) => [n.status, n.totalCents, n.modifiesInvoiceId])).toEqual([
      ['authorized', 799, invoice.id],
      ['authorized', 4597 - 799, invoice.id],
    ]);
    for (const note of notes) {
      expect(note.signedXml).toContain(
        `<numDocModificado>001-001-${String(invoice.secuencial).padStart(9, '0')}</numDocModificado>`,
      );
      expect(await schemaErrors(note.signedXml!)).toEqual([]);
      expect(signatureErrors(note.signedXml!)).toEqual([]);
      expect((await xmlsecVerify(note.signedXml!, 'notaCredito')).verdict).toBe('OK');
    }
    expect(notes[1]!.signedXml).toContain('<motivo>Pedido cancelado</motivo>');
    expect(await isFullyCredited(t.app.db, order.id, invoice.document as never)).toBe(true);
  });
});
