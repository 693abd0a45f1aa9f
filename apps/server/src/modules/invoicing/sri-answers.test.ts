import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, placeOrder } from '../../test/staff.js';
import { seedShipping } from '../checkout/test-helpers.js';
import { ecuadorDate } from './document-numbering.js';
import { processInvoice } from './invoice-worker.js';
import { issuerSigningKey } from './issuer-settings.service.js';
import { createSoapSriClient } from './sri-client.js';

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t.close());
const simulator = () => t.app.invoicing.simulator!;
afterEach(() => {
  simulator().setClock(() => new Date());
  simulator().setClosedEstablishments([]);
  simulator().setDown(false);
});

/** A paid order whose factura is numbered and signed, the SRI down when it was sent. */
async function signedInvoice() {
  const customer = await createCustomer(t.app.db, t.config.jwtSecret);
  const product = await createProduct(t.app.db, { priceCents: 1_250, quantity: 5 });
  simulator().setDown(true);
  const tid = await placeOrder(t.app, customer, [[product, 1]], shipping.standard);
  await t.app.invoicing.flush();
  simulator().setDown(false);
  const [order] = await t.app.db.select().from(orders).where(eq(orders.transactionId, tid));
  const row = async () =>
    (await t.app.db.select().from(invoices).where(eq(invoices.orderId, order!.id)))[0]!;
  expect((await row()).status).toBe('signed');
  await t.app.db.update(invoices).set({ nextAttemptAt: sql`now()` });
  return row;
}

const DAYS_3 = 3 * 86_400_000;

describe("the SRI's answers 56 and 65, as the ficha técnica says (sri-answers.ts)", () => {
  it('65 FECHA EMISION EXTEMPORANEA: dated again, same sequential, new clave, then authorized', async () => {
    const row = await signedInvoice();
    const before = await row();
    // Three days later, the SRI finds the document's date out of its window.
    const later = new Date(Date.now() + DAYS_3);
    simulator().setClock(() => later);
    const deps = {
      db: t.app.db,
      client: createSoapSriClient(t.config.sri, simulator().transport),
      signingKey: () => issuerSigningKey(t.app.db),
      log: t.app.log,
      now: () => later,
    };
    await processInvoice(deps, before.id);
    const after = await row();
    expect(after.status).toBe('authorized');
    expect(after.secuencial).toBe(before.secuencial);
    expect(after.issueDate).toBe(ecuadorDate(later));
    expect(after.claveAcceso).not.toBe(before.claveAcceso);
    expect(after.claveAcceso!.slice(0, 8)).toBe(ecuadorDate(later).replaceAll('/', ''));
    expect(after.signedXml).toContain(`<fechaEmision>${ecuadorDate(later)}</fechaEmision>`);
    expect(simulator().received().has(after.claveAcceso!)).toBe(true);
    expect(simulator().received().has(before.claveAcceso!)).toBe(false);
  });

  it('65 when a new date would be the same day: returned, for staff, the message kept', async () => {
    const row = await signedInvoice();
    // The SRI's clock is three days ahead of ours: re-dating today cannot help.
    simulator().setClock(() => new Date(Date.now() + DAYS_3));
    await t.app.invoicing.flush();
    const after = await row();
    expect(after.status).toBe('returned');
    expect(after.messages).toMatchObject([
      { identificador: '65', mensaje: 'FECHA EMISION EXTEMPORANEA', tipo: 'ERROR' },
    ]);
    expect(after.lastError).toBe(
      'El SRI rechazó el comprobante (código 65: FECHA EMISION EXTEMPORANEA).',
    );
  });

  it('56 ESTABLECIMIENTO CERRADO: not authorized, left for staff, not retried', async () => {
    const row = await signedInvoice();
    simulator().setClosedEstablishments(['001']);
    await t.app.invoicing.flush();
    const after = await row();
    expect(after.status).toBe('not_authorized');
    expect(after.messages).toMatchObject([
      { identificador: '56', mensaje: 'ESTABLECIMIENTO CERRADO', tipo: 'ERROR' },
    ]);
    expect(after.lastError).toMatch(/establecimiento emisor está cerrado \(código 56\)/);
    const asked = simulator().calls.autorizacion;
    await t.app.db.update(invoices).set({ nextAttemptAt: sql`now()` });
    await t.app.invoicing.flush();
    expect(simulator().calls.autorizacion).toBe(asked);
    expect((await row()).status).toBe('not_authorized');
  });
});
