import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { signOrderLinkToken } from '../../lib/order-link.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callers, createCustomer, createProduct, placeOrder } from '../../test/staff.js';
import { seedShipping } from '../checkout/test-helpers.js';
import { schemaErrors } from './xml-checks.js';

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
let who: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
  who = await callers(t.app.db, t.config.jwtSecret);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const credit = (tid: string, payload: object, headers: Headers = who.administrador.headers) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${tid}/credit-notes`, headers, payload });

/** A paid order (3 + 1 units, under the consumidor final limit), its invoice authorized. */
async function invoicedOrder() {
  const customer = await createCustomer(t.app.db, t.config.jwtSecret);
  const a = await createProduct(t.app.db, { priceCents: 550, quantity: 10 });
  const b = await createProduct(t.app.db, { priceCents: 1_000, quantity: 10 });
  const tid = await placeOrder(
    t.app,
    customer,
    [
      [a, 3],
      [b, 1],
    ],
    shipping.standard,
  );
  await t.app.invoicing.flush();
  return { customer, tid };
}

describe('partial notas de crédito from the back office (ADR 083)', () => {
  it('credits chosen units, lists the units left and refuses more than invoiced', async () => {
    const { tid } = await invoicedOrder();
    const before = (await get(`/api/admin/orders/${tid}/invoice`, who.ventas.headers)).json();
    expect(before.lines[0]).toMatchObject({ line: 0, quantity: 3, remaining: 3 });

    const res = await credit(tid, { lines: [{ line: 0, quantity: 2 }], reason: 'Devolución' });
    expect(res.statusCode).toBe(201);
    // 2 x $5.50 with IVA; the IVA as the SRI computes it (ADR 064) may move a cent.
    expect(res.json().credit_note.reason).toBe('Devolución');
    expect(Math.abs(Number(res.json().credit_note.total) - 11)).toBeLessThanOrEqual(0.01);

    const tooMany = await credit(tid, { lines: [{ line: 0, quantity: 2 }], reason: 'Otra' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      lines: ['La línea 1 solo tiene 1 unidad(es) sin acreditar.'],
    });

    await t.app.invoicing.flush();
    const after = (await get(`/api/admin/orders/${tid}/invoice`, who.ventas.headers)).json();
    expect(after.lines[0].remaining).toBe(1);
    expect(after.invoice.fully_credited).toBe(false);
    expect(after.invoice.credit_notes).toHaveLength(1);
    expect(after.invoice.credit_notes[0]).toMatchObject({
      status: 'authorized',
      total: res.json().credit_note.total,
    });
  });

  it('partial notes credit what their lines were charged and add up to the invoice (ADR 064)', async () => {
    const { tid } = await invoicedOrder();
    const two = await credit(tid, { lines: [{ line: 0, quantity: 2 }], reason: 'Devolución' });
    // 2 × $5.50 = $11.00 is out of reach of round(base × 15 %): 10.99, never above what was paid.
    expect(two.json().credit_note.total).toBe('10.99');
    const one = await credit(tid, { lines: [{ line: 0, quantity: 1 }], reason: 'Devolución' });
    const rest = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${tid}/status`,
      headers: who.ventas.headers,
      payload: { status: 'cancelled' },
    });
    expect([one.statusCode, rest.statusCode]).toEqual([201, 200]);
    await t.app.invoicing.flush();
    const view = (await get(`/api/admin/orders/${tid}/invoice`, who.ventas.headers)).json();
    const notes = view.invoice.credit_notes as { total: string; status: string }[];
    // Each note passed the simulator's arithmetic checks (52 ERROR EN DIFERENCIAS otherwise).
    expect(notes.map((n) => n.status)).toEqual(['authorized', 'authorized', 'authorized']);
    const cents = (money: string) => Math.round(Number(money) * 100);
    expect(cents(notes[0]!.total) + cents(notes[1]!.total)).toBeLessThanOrEqual(1_650);
    expect(notes.reduce((a, n) => a + cents(n.total), 0)).toBe(cents(view.invoice.total));
    expect(view.invoice.fully_credited).toBe(true);
  });

  it('answers the same note to a replayed Idempotency-Key and audits it once', async () => {
    const { tid } = await invoicedOrder();
    const headers = { ...who.administrador.headers, 'idempotency-key': `nc-${tid}` };
    const body = { lines: [{ line: 1, quantity: 1 }], reason: 'Producto dañado' };
    const first = await credit(tid, body, headers);
    const again = await credit(tid, body, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().credit_note.id).toBe(first.json().credit_note.id);
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, tid));
    expect(audits.filter((a) => a.action === 'credit_note.issue')).toHaveLength(1);
  });

  it('validates the body and allows only administrators', async () => {
    const { tid } = await invoicedOrder();
    const bad = await credit(tid, { lines: [], reason: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      lines: ['Elija al menos una línea y una cantidad.'],
      reason: ['Escriba el motivo de la nota de crédito.'],
    });
    const missingLine = await credit(tid, { lines: [{ line: 9, quantity: 1 }], reason: 'x' });
    expect(missingLine.json()).toEqual({ lines: ['La línea 10 no existe en la factura.'] });
    const body = { lines: [{ line: 0, quantity: 1 }], reason: 'x' };
    expect((await credit(tid, body, who.ventas.headers)).statusCode).toBe(403);
    expect((await credit(tid, body, who.customer.headers)).statusCode).toBe(403);
    expect((await credit(tid, body, {})).statusCode).toBe(401);
    expect((await credit('no-such-order', body)).statusCode).toBe(404);
  });

  it('marks the invoice fully credited once every unit is, and refuses a further note', async () => {
    const { tid } = await invoicedOrder();
    const all = [
      { line: 0, quantity: 3 },
      { line: 1, quantity: 1 },
      { line: 2, quantity: 1 },
    ];
    const res = await credit(tid, { lines: all, reason: 'Anulación' });
    expect(res.statusCode).toBe(201);
    await t.app.invoicing.flush();
    const view = (await get(`/api/admin/orders/${tid}/invoice`, who.ventas.headers)).json();
    expect(view.invoice.fully_credited).toBe(true);
    expect(view.invoice.total).toBe(view.invoice.credit_notes[0].total);
  });
});

describe('notas de crédito on the order pages and their files (ADR 083)', () => {
  it('shows them to the owner, the guest link and staff; others get 404', async () => {
    const { customer, tid } = await invoicedOrder();
    const made = await credit(tid, { lines: [{ line: 0, quantity: 1 }], reason: 'Devolución' });
    const id = made.json().credit_note.id as number;
    await t.app.invoicing.flush();

    const detail = await get(`/api/orders/get-order/${tid}/detail`, customer.headers);
    expect(detail.json().invoice.credit_notes[0]).toMatchObject({
      id,
      reason: 'Devolución',
      status: 'authorized',
      number: expect.stringMatching(/^001-001-\d{9}$/),
      issue_date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    });

    const xml = await get(`/api/orders/${tid}/credit-notes/${id}/xml`, customer.headers);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-disposition']).toMatch(/nota-credito-001-001-\d{9}\.xml/);
    const signed = /<!\[CDATA\[([\s\S]*)\]\]>/.exec(xml.body)![1]!;
    expect(await schemaErrors(signed)).toEqual([]);
    const pdf = await get(`/api/orders/${tid}/credit-notes/${id}/pdf`, customer.headers);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const stranger = await createCustomer(t.app.db, t.config.jwtSecret);
    expect(
      (await get(`/api/orders/${tid}/credit-notes/${id}/pdf`, stranger.headers)).statusCode,
    ).toBe(404);

    const token = encodeURIComponent(await signOrderLinkToken(t.config.jwtSecret, tid));
    const guest = (await get(`/api/guest/orders/${tid}/invoice?token=${token}`)).json();
    expect(guest.invoice.credit_notes).toHaveLength(1);
    const guestXml = await get(`/api/guest/orders/${tid}/invoice.xml?token=${token}`);
    expect(guestXml.statusCode).toBe(200);
    expect(guestXml.body).toContain('<estado>AUTORIZADO</estado>');
    const noteXml = await get(`/api/guest/orders/${tid}/credit-notes/${id}/xml?token=${token}`);
    expect(noteXml.statusCode).toBe(200);
    const otherToken = encodeURIComponent(await signOrderLinkToken(t.config.jwtSecret, 'other'));
    expect((await get(`/api/guest/orders/${tid}/invoice.xml?token=${otherToken}`)).statusCode).toBe(
      404,
    );

    const staffPdf = await get(
      `/api/admin/orders/${tid}/credit-notes/${id}/pdf`,
      who.ventas.headers,
    );
    expect(staffPdf.statusCode).toBe(200);
    const { tid: otherTid } = await invoicedOrder();
    expect(
      (await get(`/api/admin/orders/${otherTid}/credit-notes/${id}/pdf`, who.ventas.headers))
        .statusCode,
    ).toBe(404);
  });
});

describe("the back office order's IVA per rate (issue 29.7)", () => {
  it('itemizes a 5 % product as 5 %, not as 15 % of the total', async () => {
    const customer = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createProduct(t.app.db, { priceCents: 1_050, quantity: 5, ivaRate: 5 });
    const tid = await placeOrder(t.app, customer, [[product, 2]], shipping.standard);
    const { iva } = (await get(`/api/admin/orders/${tid}`, who.ventas.headers)).json();
    expect(iva).toMatchObject({ subtotal_5: '20.00', iva_5: '1.00', iva_15: '0.00' });
  });
});
