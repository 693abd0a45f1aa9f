import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, sandboxCharges } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct } from '../cart/test-helpers.js';
import { ADDRESS, fillCart, pay, seedShipping, tokenizeCard } from '../checkout/test-helpers.js';

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t.close());

const BILLING = {
  id_type: 'cedula',
  id_number: '1714307103',
  name: 'María Fernanda López',
  email: 'maria.lopez@example.ec',
  address: 'Av. Amazonas N24-155 y Colón, Quito',
};

async function payWithBilling(billing: Record<string, unknown>) {
  const c = await createCustomer(t.app.db, t.config.jwtSecret);
  const drill = await createProduct(t.app.db, { name: 'Taladro percutor', priceCents: 8_990 });
  await fillCart(t.app, c, [[drill, 1]]);
  const nonce = await tokenizeCard(t.app, c);
  const res = await pay(t.app, c, `k-${Math.random()}`, {
    ...ADDRESS,
    nonce,
    shipping_id: shipping.pickup,
    billing,
  });
  return { c, res };
}

describe('make-payment with "Datos de facturación"', () => {
  it('invoices the order to the buyer identified by a cédula', async () => {
    const { res } = await payWithBilling(BILLING);
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().order.id as number;
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice).toMatchObject({ buyerId: '1714307103', buyerName: 'María Fernanda López' });
  });

  it('refuses a wrong cédula next to its field before any charge', async () => {
    const { c, res } = await payWithBilling({ ...BILLING, id_number: '1714307104' });
    expect(res.statusCode).toBe(400);
    // Nested fields answer under their object, as DRF's nested serializers (issue 29.7).
    expect(res.json()).toEqual({ billing: { id_number: [expect.stringMatching(/cédula/i)] } });
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, c.id))).toEqual([]);
    const charged = await t.app.db.select().from(sandboxCharges);
    expect(
      charged.filter((ch) => ch.amountCents === 8_990 && ch.status === 'captured'),
    ).toHaveLength(1);
  });

  it('refuses consumidor final above the SRI limit with a Spanish message', async () => {
    const { res } = await payWithBilling({
      id_type: 'consumidor_final',
      id_number: '9999999999999',
      name: 'CONSUMIDOR FINAL',
      email: 'x@example.ec',
      address: 'Quito',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().billing.id_type[0]).toMatch(/consumidor final/i);
  });

  it('names a billing field the schema refuses under billing', async () => {
    const { c, res } = await payWithBilling({ ...BILLING, email: 'no-es-correo' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['billing']);
    expect(res.json().billing.email).toHaveLength(1);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, c.id))).toEqual([]);
  });

  it('replays the nested answer for the same key and body', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const drill = await createProduct(t.app.db, { name: 'Taladro', priceCents: 8_990 });
    await fillCart(t.app, c, [[drill, 1]]);
    const body = {
      ...ADDRESS,
      nonce: await tokenizeCard(t.app, c),
      shipping_id: shipping.pickup,
      billing: { ...BILLING, id_number: '1714307104' },
    };
    const first = await pay(t.app, c, 'nested-replay', body);
    const again = await pay(t.app, c, 'nested-replay', body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(first.json());
    expect(again.json().billing.id_number).toHaveLength(1);
  });
});
