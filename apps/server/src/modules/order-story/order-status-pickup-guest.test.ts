// Issue 33: a guest's status e-mails greet them by the order's name and carry the private order
// link; store pickup goes "En preparación" -> "Listo para retirar" -> "Entregado" with no courier.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, users } from '../../db/schema/index.js';
import { type TestApp } from '../../test/app.js';
import { post } from '../auth/auth-test-helpers.js';
import { createProduct, type Customer, send } from '../cart/test-helpers.js';
import { ADDRESS, pay, tokenizeCard } from '../checkout/test-helpers.js';
import { type Callers, openStaffApp, type SeededShipping } from '../../test/staff.js';

let t: TestApp;
let shipping: SeededShipping;
let who: Callers;
beforeAll(async () => ({ t, shipping, who } = await openStaffApp()));
afterAll(() => t.close());

let n = 0;
async function guestBuys(shippingId: number) {
  const email = `invitada-${Date.now()}-${++n}@example.ec`;
  const session = await post(t.app, '/api/guest/checkout-session', { email });
  const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
  const guest = {
    id: row!.id,
    email,
    headers: { authorization: `JWT ${session.json<{ access: string }>().access}` },
  } as Customer;
  const product = await createProduct(t.app.db, { priceCents: 4_550, quantity: 5 });
  await send(t.app, guest, 'PUT', '/api/cart/synch', {
    cart_items: [{ product_id: product, count: 1 }],
  });
  const nonce = await tokenizeCard(t.app, guest);
  const res = await pay(t.app, guest, `k-${email}`, {
    ...ADDRESS,
    nonce,
    shipping_id: shippingId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { email, tx: res.json<{ order: { transaction_id: string } }>().order.transaction_id };
}

const setStatus = (tx: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${tx}/status`,
    headers: who.ventas.headers,
    payload: body,
  });

async function statusMails(email: string) {
  const rows = await t.app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, email)))
    .orderBy(asc(mailQueue.id));
  return rows.slice(1); // the first is the order confirmation
}

describe('status e-mails of a guest order picked up at the store', () => {
  it('greets the buyer by name, links the private order page and never asks for a courier', async () => {
    const { email, tx } = await guestBuys(shipping.pickup);
    expect((await setStatus(tx, { status: 'processed' })).statusCode).toBe(200);

    // "Listo para retirar" is the family's `shipped` (step 2), without courier or guide number.
    const ready = await setStatus(tx, { status: 'shipped' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().order).toMatchObject({
      status: 'shipped',
      step: 2,
      courier: null,
      tracking_number: null,
    });
    expect((await setStatus(tx, { status: 'delivered' })).statusCode).toBe(200);

    const mails = await statusMails(email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Tu pedido ${tx}: En preparación`,
      `Tu pedido ${tx}: Listo para retirar`,
      `Tu pedido ${tx}: Entregado`,
    ]);
    for (const mail of mails) {
      expect(mail.text.startsWith('Hola Ana,')).toBe(true);
      expect(mail.text).not.toContain('/dashboard/payments');
    }
    const readyText = mails[1]!.text;
    expect(readyText).toContain('Tu pedido está listo para retirar en Ferretería El Volt');
    expect(readyText).toContain('Av. 10 de Agosto N37-120 y Villalengua');
    expect(readyText).toContain('Lunes a viernes: 08:00 a 18:00');
    expect(readyText).toContain('Qué traer: tu cédula');
    expect(readyText).not.toContain('en camino');

    // The link in the e-mail opens the order without an account.
    const link = /\/pedido\/([A-Z0-9-]+)\?token=([\w.-]+)/.exec(readyText);
    expect(link?.[1]).toBe(tx);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/guest/orders/${tx}?token=${link![2]}`,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().order).toMatchObject({ transaction_id: tx, status: 'delivered' });
  });

  it('a delivered-to-the-door guest order still ships with a courier, and says so', async () => {
    const { email, tx } = await guestBuys(shipping.standard);
    await setStatus(tx, { status: 'processed' });
    expect((await setStatus(tx, { status: 'shipped' })).statusCode).toBe(400);
    const shipped = await setStatus(tx, {
      status: 'shipped',
      courier: 'Servientrega',
      tracking_number: 'SE-1',
    });
    expect(shipped.statusCode).toBe(200);
    const mails = await statusMails(email);
    expect(mails[1]!.subject).toBe(`Tu pedido ${tx}: Enviado`);
    expect(mails[1]!.text).toContain('está en camino');
    expect(mails[1]!.text).toMatch(/^Hola Ana,/);
    expect(mails[1]!.text).toContain(`/pedido/${tx}?token=`);
  });
});
