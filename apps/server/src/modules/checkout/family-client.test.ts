import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sandboxCharges } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, type Customer } from '../cart/test-helpers.js';
import { ADDRESS, fillCart, seedShipping, tokenizeCard } from './test-helpers.js';

// Issue 10.2/10.3: the family's React client, unmodified: `Authorization: JWT …`, no
// Idempotency-Key, and the nonce as the object its card widget returns.

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t.close());

/** Exactly what the family client sends: JSON body, JWT header, no Idempotency-Key. */
const familyPost = (c: Customer, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/make-payment',
    headers: { authorization: c.headers.authorization, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const widget = (nonce: string) => ({
  nonce,
  details: { cardType: 'Visa', lastFour: '1111', lastTwo: '11', bin: '411111' },
  type: 'CreditCard',
  description: 'ending in 11',
  binData: { prepaid: 'No', healthcare: 'Unknown', debit: 'Unknown', countryOfIssuance: 'ECU' },
});

const countOf = async (
  table: typeof orders | typeof sandboxCharges,
  where: ReturnType<typeof eq>,
) =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where)
  )[0]!.n;

describe('the family client', () => {
  it('reads braintree_token from get-token', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    const res = await t.app.inject({ url: '/api/payment/get-token', headers: c.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.braintree_token).toMatch(/^sandbox_/);
    expect(body.braintree_token).toBe(body.client_token);
  });

  it('pays with the widget object and no Idempotency-Key; a retry charges once and replays', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    await fillCart(t.app, c, [[await createProduct(t.app.db, { priceCents: 3_000 }), 1]]);
    const nonce = await tokenizeCard(t.app, c);
    const body = {
      ...ADDRESS,
      nonce: widget(nonce),
      shipping_id: String(shipping.national),
      coupon_name: 'default',
    };

    const first = await familyPost(c, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: 'Transaction successful and order was created',
      order: { amount: '36.50' },
    });
    const retry = await familyPost(c, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // The plain string nonce is the same key as the widget object's nonce.
    const asString = await familyPost(c, { ...body, nonce });
    expect(asString.body).toBe(first.body);

    expect(await countOf(sandboxCharges, eq(sandboxCharges.nonce, nonce))).toBe(1);
    expect(await countOf(orders, eq(orders.userId, c.id))).toBe(1);
  });

  it('keeps the 400 field messages for bad input', async () => {
    const c = await createCustomer(t.app.db, t.config.jwtSecret);
    await fillCart(t.app, c, [[await createProduct(t.app.db, { priceCents: 3_000 }), 1]]);
    const good = { ...ADDRESS, nonce: widget('x'), shipping_id: shipping.pickup };
    const cases: [object, Record<string, string[]>][] = [
      [{ ...good, nonce: { type: 'CreditCard' } }, { nonce: ['This field is required.'] }],
      [{ ...good, nonce: { nonce: '' } }, { nonce: ['This field may not be blank.'] }],
      [{ ...good, nonce: 42 }, { nonce: ['This field is required.'] }],
      [{ ...good, shipping_id: 'abc' }, { shipping_id: ['A valid integer is required.'] }],
      [
        { ...good, postal_zip_code: '17' },
        { postal_zip_code: ['El código postal debe tener 6 dígitos, por ejemplo 170102.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await familyPost(c, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect(await countOf(orders, eq(orders.userId, c.id))).toBe(0);
  });
});
