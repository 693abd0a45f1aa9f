import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callers, createCustomer, createProduct, placeOrder } from '../../test/staff.js';
import { seedShipping } from '../checkout/test-helpers.js';

// The back office's note on a factura that waits for staff and "Reenviar al SRI" (ADR 092).

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
let who: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
  who = await callers(t.app.db, t.config.jwtSecret);
});
afterAll(() => t.close());
const simulator = () => t.app.invoicing.simulator!;
afterEach(() => {
  simulator().setClosedEstablishments([]);
  simulator().setDown(false);
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const resend = (tid: string, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${tid}/invoice/resend`, headers });
const staffInvoice = async (tid: string) =>
  (await get(`/api/admin/orders/${tid}/invoice`, who.ventas.headers)).json();
const CLOSED_NOTE =
  'El SRI indica que el establecimiento emisor está cerrado (código 56): reábralo en el RUC o emita desde un establecimiento abierto.';

/** A paid order whose factura the SRI did not authorize: establishment 001 closed (code 56). */
async function refusedOrder() {
  const customer = await createCustomer(t.app.db, t.config.jwtSecret);
  const product = await createProduct(t.app.db, { priceCents: 1_250, quantity: 5 });
  simulator().setClosedEstablishments(['001']);
  const tid = await placeOrder(t.app, customer, [[product, 1]], shipping.standard);
  await t.app.invoicing.flush();
  expect((await staffInvoice(tid)).invoice.status).toBe('not_authorized');
  return { customer, tid };
}

describe('a factura that waits for staff', () => {
  it('shows staff the note (why) and the SRI message; the customer sees no note', async () => {
    const { customer, tid } = await refusedOrder();
    const body = await staffInvoice(tid);
    expect(body.staff_note).toBe(CLOSED_NOTE);
    expect(body.invoice.messages).toMatchObject([{ identificador: '56' }]);
    const own = (await get(`/api/orders/${tid}/invoice`, customer.headers)).json();
    expect(own).not.toHaveProperty('staff_note');
    expect(JSON.stringify(own)).not.toContain('reábralo');
  });

  it('notes a failed sending that is being retried, and nothing once authorized', async () => {
    const customer = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createProduct(t.app.db, { priceCents: 1_250, quantity: 5 });
    simulator().setDown(true);
    const tid = await placeOrder(t.app, customer, [[product, 1]], shipping.standard);
    await t.app.invoicing.flush();
    const waiting = await staffInvoice(tid);
    expect(waiting.invoice.status).toBe('signed');
    expect(waiting.staff_note).toMatch(
      /^El último envío al SRI falló \(.+\); se reintenta automáticamente\.$/,
    );

    simulator().setDown(false);
    await t.app.db.update(invoices).set({ nextAttemptAt: sql`now()` });
    await t.app.invoicing.flush();
    const done = await staffInvoice(tid);
    expect(done.invoice.status).toBe('authorized');
    expect(done.staff_note).toBeNull();
  });

  it('ventas send it again once the cause is fixed: authorized, the note gone, audited', async () => {
    const { tid } = await refusedOrder();
    const before = await staffInvoice(tid);
    simulator().setClosedEstablishments([]);

    const res = await resend(tid, who.ventas.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      invoice: { status: 'generated', number: before.invoice.number, messages: [] },
      staff_note: null,
    });
    await t.app.invoicing.flush();
    const after = await staffInvoice(tid);
    expect(after.invoice).toMatchObject({
      status: 'authorized',
      number: before.invoice.number,
      clave_acceso: before.invoice.clave_acceso,
    });
    expect(after.staff_note).toBeNull();
    // The SRI lists both attempts of the clave; the client takes the authorized one.
    const sent = simulator().received().get(before.invoice.clave_acceso)!;
    expect(sent.earlier).toMatchObject([{ estado: 'NO AUTORIZADO' }]);
    expect(sent.authorization).toMatchObject({ estado: 'AUTORIZADO' });

    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, tid), eq(auditLog.action, 'invoice.resend')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      userEmail: who.ventas.email,
      before: { status: 'not_authorized', note: CLOSED_NOTE },
    });

    // Authorized now: nothing to send again.
    const again = await resend(tid, who.ventas.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Solo se reenvía al SRI una factura devuelta o no autorizada.');
  });

  it('a cause not fixed stops it again with its note', async () => {
    const { tid } = await refusedOrder();
    expect((await resend(tid, who.administrador.headers)).statusCode).toBe(200);
    await t.app.invoicing.flush();
    const after = await staffInvoice(tid);
    expect(after.invoice.status).toBe('not_authorized');
    expect(after.staff_note).toBe(CLOSED_NOTE);
  });

  it('is refused to bodega, customers and strangers; 404 for an unknown order; two clicks send once', async () => {
    const { customer, tid } = await refusedOrder();
    expect((await resend(tid)).statusCode).toBe(401);
    expect((await resend(tid, customer.headers)).statusCode).toBe(403);
    expect((await resend(tid, who.bodega.headers)).statusCode).toBe(403);
    expect((await resend('EV-NOSUCHORDER', who.ventas.headers)).statusCode).toBe(404);
    expect((await staffInvoice(tid)).invoice.status).toBe('not_authorized');

    const answers = await Promise.all([
      resend(tid, who.ventas.headers),
      resend(tid, who.administrador.headers),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('is documented in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/api/openapi.json')).json().paths);
    expect(paths).toContain('/api/admin/orders/{transaction_id}/invoice/resend');
  });
});
