import {
  KUSHKI_3DS_RETURN_PATH,
  KUSHKI_SIMULATOR_CARDS,
  KushkiTokenAnswerSchema,
  type KushkiTokenRequest,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/index.js';
import { createCustomer, createProduct } from '../../cart/test-helpers.js';
import { AUTHENTICATION_FAILED } from '../../checkout/make-payment.js';
import { ADDRESS, fillCart, pay } from '../../checkout/test-helpers.js';
import { KUSHKI_TEST_KEYS, openKushkiSuite } from './kushki-test-helpers.js';

// 3-D Secure by URL (ADR 095): the token answer's `url` is the bank's page; the cardholder's
// verdict there comes back to the shop's callback, and only a verified token is charged.

const THREE_DS = KUSHKI_SIMULATOR_CARDS.find((c) => c.outcome === '3ds_required')!.number;
const APPROVED = KUSHKI_SIMULATOR_CARDS.find((c) => c.outcome === 'approved')!.number;
const SHOP = 'https://tienda.example';

const k = openKushkiSuite();

/** What the checkout sends Kushki from the browser (tokenize-kushki-card.ts). */
async function requestToken(number: string) {
  const body: KushkiTokenRequest = {
    card: { name: 'Ana Pérez', number, expiryMonth: '12', expiryYear: '30', cvv: '123' },
    currency: 'USD',
    authValidation: 'iframe',
    callbackUrl: `${SHOP}${KUSHKI_3DS_RETURN_PATH}`,
  };
  const res = await fetch(`${k.sim.url}/card/v1/tokens`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'Public-Merchant-Id': KUSHKI_TEST_KEYS.publicMerchantId,
    },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return KushkiTokenAnswerSchema.parse(await res.json());
}

/** The cardholder's button on the bank's page; where the bank sends them back. */
async function answerBank(url: string, decision: 'approve' | 'reject') {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Autorizar compra');
  expect(html).toContain('terminada en 1096');
  const token = new URL(url).searchParams.get('token')!;
  const res = await fetch(new URL(url).origin + new URL(url).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, decision }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

async function buyer() {
  const c = await createCustomer(k.t.app.db, k.t.config.jwtSecret);
  const product = await createProduct(k.t.app.db, { priceCents: 2_300, quantity: 5 });
  await fillCart(k.t.app, c, [[product, 1]]);
  return c;
}
const bodyWith = (token: string) => ({ ...ADDRESS, nonce: token, shipping_id: k.shipping.pickup });

describe('3-D Secure through the bank page', () => {
  it('a card without 3-D Secure gets only its token', async () => {
    const answer = await requestToken(APPROVED);
    expect(answer.url).toBeUndefined();
    expect(answer.secureService).toBeUndefined();
  });

  it('charges the card once the bank authorizes, and the page answers only once', async () => {
    const answer = await requestToken(THREE_DS);
    expect(answer).toMatchObject({ secureService: '3dsecure', secureId: expect.any(String) });
    const back = await answerBank(answer.url!, 'approve');
    expect(back.origin + back.pathname).toBe(`${SHOP}${KUSHKI_3DS_RETURN_PATH}`);
    expect(back.searchParams.get('success')).toBe('true');
    expect(back.searchParams.get('token')).toBe(answer.token);
    // The verdict is final: the page is gone and a second answer is refused.
    expect((await fetch(answer.url!)).status).toBe(404);

    const c = await buyer();
    const before = k.sim.captured().length;
    const res = await pay(k.t.app, c, 'k-3ds-ok', bodyWith(answer.token));
    expect(res.statusCode).toBe(200);
    expect(k.sim.captured()).toHaveLength(before + 1);
    expect(k.sim.captured().at(-1)!.lastFourDigits).toBe('1096');
    expect(await k.t.app.db.select().from(orders).where(eq(orders.userId, c.id))).toHaveLength(1);
  });

  it('refused at the bank, the charge answers card_not_verified and nothing is charged', async () => {
    const answer = await requestToken(THREE_DS);
    const back = await answerBank(answer.url!, 'reject');
    expect(back.searchParams.get('success')).toBe('false');
    expect(back.searchParams.get('message')).toBeTruthy();

    const c = await buyer();
    const before = k.sim.captured().length;
    const res = await pay(k.t.app, c, 'k-3ds-refused', bodyWith(answer.token));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: AUTHENTICATION_FAILED, code: 'card_not_verified' });
    expect(k.sim.captured()).toHaveLength(before);
    expect(await k.t.app.db.select().from(orders).where(eq(orders.userId, c.id))).toEqual([]);
  });

  it('a token whose bank page was never passed is not charged either', async () => {
    const answer = await requestToken(THREE_DS);
    const res = await pay(k.t.app, await buyer(), 'k-3ds-skipped', bodyWith(answer.token));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'card_not_verified' });
  });
});

describe("the shop's side of the bank page", () => {
  it('lets its pages frame Kushki and the bank, and the return page be framed by itself only', async () => {
    const page = await k.t.app.inject({ method: 'GET', url: '/api/shop/info' });
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain(`frame-src 'self' ${k.sim.url} https://*.kushkipagos.com`);
    expect(csp).toContain("frame-ancestors 'none'");

    const back = await k.t.app.inject({
      method: 'GET',
      url: `${KUSHKI_3DS_RETURN_PATH}?success=true&token=abc`,
    });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toContain('text/html');
    expect(back.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(back.headers['content-security-policy']).toContain("default-src 'none'");
    expect(back.body).toContain('Verificación terminada');
  });
});
