import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SandboxTokenizeBodySchema } from '@shop/contract';
import { sandboxCharges, sandboxNonces } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, type Customer, send } from '../cart/test-helpers.js';
import { CARDS } from '../checkout/test-helpers.js';

let t: TestApp;
let ana: Customer;
let clientToken: string;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createCustomer(t.app.db, t.config.jwtSecret);
  clientToken = (await send(t.app, ana, 'GET', '/api/payment/get-token')).json().client_token;
});
afterAll(() => t.close());

const nextYear = String(new Date().getUTCFullYear() + 1);
const card = (overrides: Record<string, unknown> = {}) => ({
  client_token: clientToken,
  card_number: CARDS.approved,
  exp_month: '07',
  exp_year: nextYear,
  cvv: '123',
  cardholder_name: 'Ana Pérez',
  ...overrides,
});
const tokenize = (body: object) => send(t.app, ana, 'POST', '/api/payment/sandbox/tokenize', body);

describe('GET /api/payment/get-token', () => {
  it('answers a client token of the sandbox provider', async () => {
    const res = await send(t.app, ana, 'GET', '/api/payment/get-token');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      client_token: expect.stringMatching(/^sandbox_/),
      braintree_token: body.client_token,
      provider: 'sandbox',
    });
  });

  it('needs a token', async () => {
    expect((await t.app.inject('/api/payment/get-token')).statusCode).toBe(401);
  });
});

describe('POST /api/payment/sandbox/tokenize', () => {
  it('turns a valid card into a nonce and names its brand and last digits', async () => {
    const res = await tokenize(card());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      nonce: expect.stringMatching(/^sbx_nonce_/),
      card: { brand: 'visa', last4: '1111' },
    });
    const amex = await tokenize(
      card({ card_number: '3782-822463-10005', cvv: '1234', exp_year: 35 }),
    );
    expect(amex.json().card).toEqual({ brand: 'amex', last4: '0005' });
  });

  it('keeps the test card outcomes and never the card number', async () => {
    for (const [number, outcome] of [
      [CARDS.declined, 'declined'],
      [CARDS.insufficientFunds, 'insufficient_funds'],
    ]) {
      const { nonce } = (await tokenize(card({ card_number: number }))).json();
      const [row] = await t.app.db
        .select()
        .from(sandboxNonces)
        .where(eq(sandboxNonces.nonce, nonce));
      expect(row).toMatchObject({ outcome, brand: 'visa', usedAt: null });
      expect(JSON.stringify(row)).not.toContain(number!.replace(/\s/g, ''));
    }
  });

  it('answers field errors for a bad number, expiry and CVV', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { card_number: '4111 1111 1111 1112' },
        { card_number: ['El número de tarjeta no es válido.'] },
      ],
      [{ card_number: '' }, { card_number: ['This field may not be blank.'] }],
      [{ exp_month: '13' }, { exp_month: ['Ingresa un mes de vencimiento entre 1 y 12.'] }],
      [{ exp_year: '2020' }, { exp_year: ['La tarjeta está vencida.'] }],
      [{ exp_year: 'abc' }, { exp_year: ['Ingresa un año de vencimiento válido.'] }],
      [{ cvv: '12' }, { cvv: ['El CVV debe tener 3 o 4 dígitos.'] }],
      [{ cardholder_name: undefined }, { cardholder_name: ['This field is required.'] }],
      [
        { client_token: 'sandbox_forged.token' },
        { client_token: ['El token del proveedor de pagos no es válido o expiró.'] },
      ],
    ];
    for (const [overrides, errors] of cases) {
      const res = await tokenize(card(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
  });

  it('refuses a card that expired last month, in June and in January (clock pinned)', () => {
    // The expiry rule reads the clock; pinned, the test runs the same in every month.
    const expiry = (exp_month: number, exp_year: number) => {
      const parsed = SandboxTokenizeBodySchema.safeParse(card({ exp_month, exp_year }));
      return parsed.success ? 'ok' : parsed.error.issues.map((i) => [i.path[0], i.message]);
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
      expect(expiry(5, 2031)).toEqual([['exp_month', 'La tarjeta está vencida.']]);
      expect(expiry(6, 2031)).toBe('ok');
      vi.setSystemTime(new Date('2031-01-10T12:00:00Z'));
      expect(expiry(12, 2030)).toEqual([['exp_year', 'La tarjeta está vencida.']]);
      expect(expiry(1, 2031)).toBe('ok');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sandbox provider', () => {
  it('charges a nonce once, replays its idempotency key and refuses spent or expired nonces', async () => {
    const provider = t.app.paymentProvider;
    const { nonce } = (await tokenize(card())).json();
    const first = await provider.charge({
      nonce,
      amountCents: 1_000,
      idempotencyKey: 'k-1',
      payer: `user:${ana.id}`,
    });
    expect(first).toEqual({ status: 'approved', chargeId: expect.stringMatching(/^sbx_ch_/) });
    expect(
      await provider.charge({
        nonce,
        amountCents: 1_000,
        idempotencyKey: 'k-1',
        payer: `user:${ana.id}`,
      }),
    ).toEqual(first);
    expect(
      await provider.charge({
        nonce,
        amountCents: 1_000,
        idempotencyKey: 'k-2',
        payer: `user:${ana.id}`,
      }),
    ).toEqual({
      status: 'invalid_nonce',
    });

    const stale = (await tokenize(card())).json().nonce;
    await t.app.db
      .update(sandboxNonces)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sandboxNonces.nonce, stale));
    expect(
      await provider.charge({
        nonce: stale,
        amountCents: 1_000,
        idempotencyKey: 'k-3',
        payer: `user:${ana.id}`,
      }),
    ).toEqual({
      status: 'invalid_nonce',
    });

    if (first.status !== 'approved') throw new Error('unreachable');
    await provider.void(first.chargeId);
    const [charge] = await t.app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, first.chargeId));
    expect(charge).toMatchObject({ status: 'voided', amountCents: 1_000 });
  });

  it('declines the declined and insufficient-funds cards', async () => {
    const provider = t.app.paymentProvider;
    const declined = (await tokenize(card({ card_number: CARDS.declined }))).json().nonce;
    const poor = (await tokenize(card({ card_number: CARDS.insufficientFunds }))).json().nonce;
    expect(
      await provider.charge({
        nonce: declined,
        amountCents: 500,
        idempotencyKey: 'd',
        payer: `user:${ana.id}`,
      }),
    ).toEqual({
      status: 'declined',
    });
    expect(
      await provider.charge({
        nonce: poor,
        amountCents: 500,
        idempotencyKey: 'p',
        payer: `user:${ana.id}`,
      }),
    ).toEqual({
      status: 'insufficient_funds',
    });
  });
});

describe('OpenAPI document', () => {
  it('documents the cart, checkout, payment and order routes with their security', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    for (const path of [
      '/api/cart/update-item',
      '/api/cart/synch',
      '/api/coupons/check-coupon',
      '/api/payment/get-payment-total',
      '/api/payment/sandbox/tokenize',
      '/api/payment/make-payment',
      '/api/orders/get-order/{transaction_id}',
    ])
      expect(doc.paths[path], path).toBeDefined();
    expect(doc.paths['/api/payment/make-payment'].post.security).toEqual([{ jwt: [] }]);
    expect(doc.paths['/api/shipping/get-shipping-options'].get.security).toBeUndefined();
  });
});
