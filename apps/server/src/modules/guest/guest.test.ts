import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, GUEST_MESSAGES } from '@shop/contract';
import { mailQueue, users } from '../../db/schema/index.js';
import { signOrderLinkToken } from '../../lib/order-link.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  createActiveUser,
  post,
  queuedMails,
  signUpBody,
  STRONG_PASSWORD,
} from '../auth/auth-test-helpers.js';
import { createProduct, type Customer, send } from '../cart/test-helpers.js';
import { ADDRESS, pay, seedShipping, tokenizeCard } from '../checkout/test-helpers.js';

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t.close());

let n = 0;
const newEmail = () => `invitado-${Date.now()}-${++n}@example.ec`;

async function openSession(email: string) {
  const res = await post(t.app, '/api/guest/checkout-session', { email });
  if (res.statusCode !== 201) throw new Error(`session: ${res.statusCode} ${res.body}`);
  const { access } = res.json<{ access: string }>();
  const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
  return { id: row!.id, email, headers: { authorization: `JWT ${access}` } } as Customer;
}

/** A guest who synched a cart of 2 drills and paid: its order and the mail's private link. */
async function guestBuys(email = newEmail(), extra: Record<string, unknown> = {}) {
  const guest = await openSession(email);
  const drill = await createProduct(t.app.db, { priceCents: 4_550, quantity: 5 });
  const synch = await send(t.app, guest, 'PUT', '/api/cart/synch', {
    cart_items: [{ product_id: drill, count: 2 }],
  });
  expect(synch.statusCode).toBe(201);
  const nonce = await tokenizeCard(t.app, guest);
  const res = await pay(t.app, guest, `guest-${email}`, {
    ...ADDRESS,
    nonce,
    shipping_id: shipping.pickup,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().order as { transaction_id: string; amount: string };
  const [mail] = await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, email));
  const match = /\/pedido\/([A-Z0-9-]+)\?token=([\w.-]+)/.exec(mail!.text);
  return { guest, order, mail: mail!, link: { tx: match?.[1], token: match?.[2] ?? '' } };
}

describe('POST /api/guest/checkout-session', () => {
  it('creates a guest row once and answers a short-lived token', async () => {
    const email = newEmail();
    const first = await post(t.app, '/api/guest/checkout-session', { email });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ email, expires_in: 3600, access: expect.any(String) });
    const again = await post(t.app, '/api/guest/checkout-session', { email: email.toUpperCase() });
    expect(again.statusCode).toBe(201);
    const rows = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isGuest: true, isActive: false });
  });

  it('makes one guest row when the same e-mail starts checkouts at once', async () => {
    const email = newEmail();
    // From a network of its own: the per-IP limit belongs to the other tests.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/guest/checkout-session',
          payload: { email },
          remoteAddress: '203.0.113.7',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const rows = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('answers 409 with a Spanish invitation to sign in for a real account', async () => {
    const active = await createActiveUser(t.app);
    const res = await post(t.app, '/api/guest/checkout-session', { email: active.email });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: GUEST_MESSAGES.accountExists, code: 'account_exists' });
    const pending = signUpBody();
    await post(t.app, '/auth/users/', pending);
    const inactive = await post(t.app, '/api/guest/checkout-session', { email: pending.email });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error).toBe(GUEST_MESSAGES.accountNotActivated);
  });

  it('refuses a bad e-mail with a field error', async () => {
    const res = await post(t.app, '/api/guest/checkout-session', { email: 'no-es-correo' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('email');
  });

  it('restarts with an empty server cart', async () => {
    const email = newEmail();
    const guest = await openSession(email);
    const product = await createProduct(t.app.db);
    await send(t.app, guest, 'POST', '/api/cart/add-item', { product_id: product });
    const again = await openSession(email);
    const items = await send(t.app, again, 'GET', '/api/cart/cart-items');
    expect(items.json().cart).toEqual([]);
  });
});

describe('the guest token', () => {
  it.each([
    ['GET', '/api/orders/get-orders'],
    ['GET', '/auth/users/me/'],
    ['GET', '/api/profile/user'],
    ['GET', '/api/wishlist/wishlist-items'],
  ] as const)('is refused by %s %s (403 guest_not_allowed)', async (method, url) => {
    const guest = await openSession(newEmail());
    const res = await send(t.app, guest, method, url);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail: GUEST_MESSAGES.guestNotAllowed,
      code: 'guest_not_allowed',
    });
  });

  it('opens the cart and the checkout endpoints', async () => {
    const guest = await openSession(newEmail());
    expect((await send(t.app, guest, 'GET', '/api/cart/get-item-total')).statusCode).toBe(200);
    expect((await send(t.app, guest, 'GET', '/api/shipping/get-shipping-options')).statusCode).toBe(
      200,
    );
    expect((await send(t.app, guest, 'GET', '/api/payment/get-token')).statusCode).toBe(200);
  });

  it('is no session for /auth/jwt/verify/, and a guest can never log in', async () => {
    const email = newEmail();
    const guest = await openSession(email);
    const token = guest.headers.authorization.slice(4);
    expect((await post(t.app, '/auth/jwt/verify/', { token })).statusCode).toBe(401);
    const login = await post(t.app, '/auth/jwt/create/', { email, password: '!guest' });
    expect(login.statusCode).toBe(401);
    expect(login.json().detail).toBe(AUTH_MESSAGES.noActiveAccount);
  });

  it('gets no activation mail for a guest row', async () => {
    const email = newEmail();
    await openSession(email);
    const res = await post(t.app, '/auth/users/resend_activation/', { email });
    expect(res.statusCode).toBe(204);
    expect(await queuedMails(t.app, email)).toEqual([]);
  });
});

describe('a guest pays, opens the private link and claims the account', () => {
  it('pays with the unchanged make-payment; the mail links the order; the link shows it', async () => {
    const { order, mail, link } = await guestBuys();
    expect(mail.subject).toContain(order.transaction_id);
    expect(mail.text).toContain('Hola Ana,');
    expect(mail.text).toContain('enlace privado');
    expect(link.tx).toBe(order.transaction_id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/guest/orders/${link.tx}?token=${encodeURIComponent(link.token)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      transaction_id: order.transaction_id,
      amount: order.amount,
      order_items: [expect.objectContaining({ count: 2 })],
    });
  });

  it("shows the order's invoice through the link and downloads its RIDE once authorized", async () => {
    const billing = {
      id_type: 'cedula',
      id_number: '1710034065',
      name: 'Ana Quishpe',
      email: 'ana.quishpe@example.ec',
      address: 'Av. Amazonas N24-03, Quito',
    };
    const { link } = await guestBuys(newEmail(), { billing });
    const q = `?token=${encodeURIComponent(link.token)}`;
    const pending = await t.app.inject({
      method: 'GET',
      url: `/api/guest/orders/${link.tx}/invoice${q}`,
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().invoice).toMatchObject({ status: 'generated' });
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/guest/orders/${link.tx}/invoice.pdf${q}`,
    });
    expect(early.statusCode).toBe(404);
    expect(early.json().error).toBe('La factura aún no está autorizada por el SRI.');

    await t.app.invoicing.flush();
    const authorized = await t.app.inject({
      method: 'GET',
      url: `/api/guest/orders/${link.tx}/invoice${q}`,
    });
    expect(authorized.json().invoice).toMatchObject({ status: 'authorized' });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/guest/orders/${link.tx}/invoice.pdf${q}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/guest/orders/${link.tx}/invoice.pdf?token=otro`,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('answers 404 for a bad token, a token of another order or a forged key', async () => {
    const a = await guestBuys();
    const b = await guestBuys();
    const get = (tx: string, token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/guest/orders/${tx}?token=${encodeURIComponent(token)}`,
      });
    expect((await get(a.order.transaction_id, 'nope')).statusCode).toBe(404);
    expect((await get(a.order.transaction_id, b.link.token)).statusCode).toBe(404);
    const forged = await signOrderLinkToken('otra-clave-secreta', a.order.transaction_id);
    const res = await get(a.order.transaction_id, forged);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: GUEST_MESSAGES.orderLinkInvalid, code: 'not_found' });
    expect((await get('EV-NOEXISTE', a.link.token)).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: `/api/guest/orders/${a.link.tx}` });
    expect(missing.statusCode).toBe(400);
  });

  it('claims: password rules, then an active account keeping the order, signed in', async () => {
    const { guest, order, link } = await guestBuys();
    const claim = (body: object) => post(t.app, '/api/guest/claim', body);
    const weak = await claim({ token: link.token, password: '123', re_password: '123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toHaveProperty('password');
    const mismatch = await claim({
      token: link.token,
      password: STRONG_PASSWORD,
      re_password: `${STRONG_PASSWORD}x`,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(
      (await claim({ token: 'x', password: STRONG_PASSWORD, re_password: STRONG_PASSWORD }))
        .statusCode,
    ).toBe(404);

    const ok = await claim({
      token: link.token,
      password: STRONG_PASSWORD,
      re_password: STRONG_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    const { access } = ok.json<{ access: string; refresh: string }>();
    const orders = await t.app.inject({
      method: 'GET',
      url: '/api/orders/get-orders',
      headers: { authorization: `JWT ${access}` },
    });
    expect(orders.json().orders.map((o: { transaction_id: string }) => o.transaction_id)).toEqual([
      order.transaction_id,
    ]);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, guest.id));
    expect(row).toMatchObject({
      isGuest: false,
      isActive: true,
      firstName: 'Ana',
      lastName: 'Pérez',
    });
    // The guest token died; the password logs in; the e-mail is now a real account's.
    expect((await send(t.app, guest, 'GET', '/api/cart/cart-items')).statusCode).toBe(401);
    const login = await post(t.app, '/auth/jwt/create/', {
      email: guest.email,
      password: STRONG_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const twice = await claim({
      token: link.token,
      password: STRONG_PASSWORD,
      re_password: STRONG_PASSWORD,
    });
    expect(twice.statusCode).toBe(409);
    const session = await post(t.app, '/api/guest/checkout-session', { email: guest.email });
    expect(session.statusCode).toBe(409);
  });

  it('signing up with a guest e-mail makes the guest row the account, keeping its orders', async () => {
    const { guest, order } = await guestBuys();
    const res = await post(t.app, '/auth/users/', signUpBody({ email: guest.email }));
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toBe(guest.id);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, guest.id));
    expect(row).toMatchObject({ isGuest: false, isActive: false, firstName: 'María' });
    expect((await queuedMails(t.app, guest.email)).map((m) => m.subject)).toHaveLength(2);
    expect(order.transaction_id).toMatch(/^EV-/);
  });
});

describe('POST /auth/jwt/create/ for an account never activated', () => {
  it('answers account_inactive only when the password is right', async () => {
    const body = signUpBody();
    await post(t.app, '/auth/users/', body);
    const right = await post(t.app, '/auth/jwt/create/', {
      email: body.email,
      password: body.password,
    });
    expect(right.statusCode).toBe(401);
    // SimpleJWT's detail (the family's clients match on it) and the shop's own code.
    expect(right.json()).toEqual({
      detail: AUTH_MESSAGES.noActiveAccount,
      code: 'account_inactive',
    });
    const wrong = await post(t.app, '/auth/jwt/create/', {
      email: body.email,
      password: 'Otra-Clave-123',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: AUTH_MESSAGES.noActiveAccount });
  });
});
