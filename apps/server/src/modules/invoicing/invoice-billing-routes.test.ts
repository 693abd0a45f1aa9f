import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { signOrderLinkToken } from '../../lib/order-link.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callers, createCustomer, createProduct, placeOrder } from '../../test/staff.js';
import { seedShipping } from '../checkout/test-helpers.js';

// The buyer's data for an invoice waiting in pending_data (ADR 091): customer, order link, staff.

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
let who: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
  who = await callers(t.app.db, t.config.jwtSecret);
});
afterAll(() => t.close());

const CEDULA = {
  id_type: 'cedula',
  id_number: '1714307103',
  name: 'Ana Pérez',
  email: 'ana@example.ec',
  address: 'Av. 10 de Agosto N37-120, Quito',
};
type Headers = Record<string, string>;
const post = (url: string, billing: object, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: { billing } });
const own = (tid: string) => `/api/orders/${tid}/invoice/billing`;
const staffUrl = (tid: string) => `/api/admin/orders/${tid}/invoice/billing`;

/** An order paid without billing data above the consumidor final limit (USD 50): pending_data. */
async function waitingOrder() {
  const customer = await createCustomer(t.app.db, t.config.jwtSecret);
  const product = await createProduct(t.app.db, { priceCents: 8_000, quantity: 10 });
  const tid = await placeOrder(t.app, customer, [[product, 1]], shipping.standard);
  const invoice = (await get(`/api/orders/${tid}/invoice`, customer.headers)).json().invoice;
  expect(invoice).toMatchObject({ status: 'pending_data', number: null });
  return { customer, tid };
}
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const sequentialOf = (number: string) => Number(number.split('-')[2]);
const numbersOf = async (tid: string) => {
  const invoice = (await get(`/api/admin/orders/${tid}/invoice`, who.ventas.headers)).json();
  return invoice.invoice as { status: string; number: string | null };
};

describe('billing data for an invoice waiting for them', () => {
  it("numbers and queues the owner's invoice; the worker sends it to the SRI", async () => {
    const { customer, tid } = await waitingOrder();
    const res = await post(own(tid), CEDULA, customer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().invoice).toMatchObject({ status: 'generated' });
    expect(res.json().invoice.number).toMatch(/^\d{3}-\d{3}-\d{9}$/);

    await t.app.invoicing.flush();
    const after = (await get(`/api/orders/${tid}/invoice`, customer.headers)).json().invoice;
    expect(after).toMatchObject({ status: 'authorized', number: res.json().invoice.number });

    // Given once: a second sending is refused, in Spanish.
    const again = await post(own(tid), CEDULA, customer.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('La factura de este pedido ya tiene datos de facturación.');
  });

  it("is 404 for another customer's order and refuses bad data with nested field errors", async () => {
    const { customer, tid } = await waitingOrder();
    const stranger = await createCustomer(t.app.db, t.config.jwtSecret);
    expect((await post(own(tid), CEDULA, stranger.headers)).statusCode).toBe(404);
    expect((await post(own(tid), CEDULA)).statusCode).toBe(401);

    const badCedula = await post(
      own(tid),
      { ...CEDULA, id_number: '1714307104' },
      customer.headers,
    );
    expect(badCedula.statusCode).toBe(400);
    expect(badCedula.json()).toEqual({
      billing: { id_number: ['La cédula no es válida: revise el dígito verificador.'] },
    });

    const final = await post(
      own(tid),
      { ...CEDULA, id_type: 'consumidor_final', id_number: '9999999999999' },
      customer.headers,
    );
    expect(final.statusCode).toBe(400);
    expect(final.json()).toEqual({
      billing: {
        id_type: [
          'Las facturas a consumidor final no pueden superar USD 50.00. Ingrese su cédula, RUC o pasaporte.',
        ],
      },
    });
    expect((await numbersOf(tid)).status).toBe('pending_data');
  });

  it('answers 409 when the invoice is not waiting for data (consumidor final under the limit)', async () => {
    const customer = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createProduct(t.app.db, { priceCents: 1_000, quantity: 10 });
    const tid = await placeOrder(t.app, customer, [[product, 1]], shipping.standard);
    const res = await post(own(tid), CEDULA, customer.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('La factura de este pedido ya tiene datos de facturación.');
  });

  it('works through the private order link of a guest order', async () => {
    const { tid } = await waitingOrder();
    const token = encodeURIComponent(await signOrderLinkToken(t.config.jwtSecret, tid));
    const forged = encodeURIComponent(await signOrderLinkToken(t.config.jwtSecret, 'other'));
    const url = `/api/guest/orders/${tid}/invoice/billing`;
    expect((await post(`${url}?token=${forged}`, CEDULA)).statusCode).toBe(404);
    const res = await post(`${url}?token=${token}`, CEDULA);
    expect(res.statusCode).toBe(200);
    expect(res.json().invoice.status).toBe('generated');
  });

  it('staff (ventas, administrador) give the data with an audit entry; bodega is refused', async () => {
    const { tid } = await waitingOrder();
    expect((await post(staffUrl(tid), CEDULA, who.bodega.headers)).statusCode).toBe(403);
    expect((await post(staffUrl(tid), CEDULA, who.customer.headers)).statusCode).toBe(403);
    const bad = await post(staffUrl(tid), { ...CEDULA, id_number: '123' }, who.ventas.headers);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().billing)).toEqual(['id_number']);

    const res = await post(staffUrl(tid), CEDULA, who.ventas.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().invoice).toMatchObject({ status: 'generated' });
    expect(res.json().lines.length).toBeGreaterThan(0);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, tid), eq(auditLog.action, 'invoice.billing')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ userEmail: who.ventas.email });

    const { tid: other } = await waitingOrder();
    const byAdmin = await post(staffUrl(other), CEDULA, who.administrador.headers);
    expect(byAdmin.statusCode).toBe(200);
    expect((await post(staffUrl('no-such-order'), CEDULA, who.ventas.headers)).statusCode).toBe(
      404,
    );
  });

  it('two concurrent sendings number the invoice once', async () => {
    const { customer, tid } = await waitingOrder();
    const answers = await Promise.all([
      post(own(tid), CEDULA, customer.headers),
      post(staffUrl(tid), { ...CEDULA, name: 'Otra' }, who.ventas.headers),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const ok = answers.find((a) => a.statusCode === 200)!.json();
    expect((await numbersOf(tid)).number).toBe(ok.invoice.number);
    // No number taken and lost: the next invoice gets the following one (no gap).
    const { customer: next, tid: nextTid } = await waitingOrder();
    const following = (await post(own(nextTid), CEDULA, next.headers)).json().invoice.number;
    expect(sequentialOf(following)).toBe(sequentialOf(ok.invoice.number) + 1);
  });

  it('are documented in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/api/openapi.json')).json().paths);
    for (const path of [
      '/api/orders/{transaction_id}/invoice/billing',
      '/api/guest/orders/{transaction_id}/invoice/billing',
      '/api/admin/orders/{transaction_id}/invoice/billing',
    ])
      expect(paths).toContain(path);
  });
});
