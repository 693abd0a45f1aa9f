import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { FORM_VALUES, ORDER } from '../testing/checkout-fixtures';
import { payOrder, type PaymentAttempt } from './pay-order';
import { callsTo, mockFetch, reply } from '@/testing/fetch';
import { PAYMENT_MESSAGES } from './payment-outcome';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const input = { values: FORM_VALUES, shippingId: 2, couponName: 'BIENVENIDO10' };

/** A fake sandbox server; make-payment answers from the queue, one answer per call. */
function sandbox(makePaymentAnswers: (() => Response)[]) {
  let nonces = 0;
  return mockFetch((url) => {
    if (url === '/api/payment/get-token')
      return reply(200, { client_token: 'ct', braintree_token: 'ct', provider: 'sandbox' });
    if (url === '/api/payment/sandbox/tokenize')
      return reply(201, { nonce: `nonce-${++nonces}`, card: { brand: 'visa', last4: '1111' } });
    const next = makePaymentAnswers.shift();
    if (!next) throw new Error('unexpected make-payment call');
    return next();
  });
}

const paid = () =>
  reply(200, { success: 'Transaction successful and order was created', order: ORDER });

describe('payOrder', () => {
  it('gets a token, tokenizes the card, then pays with an Idempotency-Key', async () => {
    session.setTokens({ access: 'tok', refresh: 'r' });
    const fetch = sandbox([paid]);
    const keep = vi.fn();
    const outcome = await payOrder(input, null, keep);

    expect(outcome).toMatchObject({ kind: 'paid', order: { transaction_id: 'EV-7K3P9Q2M' } });
    expect(callsTo(fetch, '/api/payment/sandbox/tokenize')[0]?.body).toEqual({
      client_token: 'ct',
      card_number: '4111111111111111',
      exp_month: 12,
      exp_year: 2039,
      cvv: '123',
      cardholder_name: 'MARIA LOPEZ',
    });
    const [payment] = callsTo(fetch, '/api/payment/make-payment');
    expect(payment?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(payment?.headers.authorization).toBe('JWT tok');
    expect(payment?.body).toEqual({
      full_name: 'María Fernanda López',
      address_line_1: 'Av. Amazonas N24-155 y Colón',
      address_line_2: '',
      city: 'Quito',
      state_province_region: 'Pichincha',
      postal_zip_code: '170102',
      country_region: 'Ecuador',
      telephone_number: '0991234567',
      shipping_id: 2,
      coupon_name: 'BIENVENIDO10',
      nonce: 'nonce-1',
    });
    expect(JSON.stringify(payment?.body)).not.toContain('4111');
    expect(keep).toHaveBeenLastCalledWith(null);
  });

  it('retries an attempt whose answer never arrived with the same key and nonce', async () => {
    const fetch = sandbox([
      () => {
        throw new TypeError('Failed to fetch');
      },
      paid,
    ]);
    let attempt: PaymentAttempt | null = null;
    const keep = (next: PaymentAttempt | null) => (attempt = next);

    const first = await payOrder(input, attempt, keep);
    expect(first).toMatchObject({ kind: 'error' });
    expect(attempt).not.toBeNull();
    const second = await payOrder(input, attempt, keep);
    expect(second.kind).toBe('paid');

    const payments = callsTo(fetch, '/api/payment/make-payment');
    expect(payments).toHaveLength(2);
    expect(payments[1]?.headers['Idempotency-Key']).toBe(payments[0]?.headers['Idempotency-Key']);
    expect(payments[1]?.body?.nonce).toBe('nonce-1');
    expect(callsTo(fetch, '/api/payment/sandbox/tokenize')).toHaveLength(1);
  });

  it('answers a declined card with the Spanish message and starts a new attempt next time', async () => {
    const fetch = sandbox([
      () => reply(402, { error: 'Transaction failed', code: 'card_declined' }),
      paid,
    ]);
    let attempt: PaymentAttempt | null = null;
    const keep = (next: PaymentAttempt | null) => (attempt = next);

    expect(await payOrder(input, attempt, keep)).toEqual({
      kind: 'error',
      message: 'El pago fue rechazado. Revisa los datos de tu tarjeta o usa otra tarjeta.',
    });
    expect(attempt).toBeNull();
    await payOrder(input, attempt, keep);
    const payments = callsTo(fetch, '/api/payment/make-payment');
    expect(payments[1]?.headers['Idempotency-Key']).not.toBe(
      payments[0]?.headers['Idempotency-Key'],
    );
    expect(payments[1]?.body?.nonce).toBe('nonce-2');
  });

  it('makes a new attempt when the order changed since the failed one', async () => {
    const fetch = sandbox([
      () => reply(503, { error: 'Payment provider unavailable', code: 'provider_unavailable' }),
      paid,
    ]);
    let attempt: PaymentAttempt | null = null;
    const keep = (next: PaymentAttempt | null) => (attempt = next);
    await payOrder(input, attempt, keep);
    await payOrder({ ...input, shippingId: 3 }, attempt, keep);
    const payments = callsTo(fetch, '/api/payment/make-payment');
    expect(payments[1]?.headers['Idempotency-Key']).not.toBe(
      payments[0]?.headers['Idempotency-Key'],
    );
  });

  it('maps stock conflicts and the tokenizer’s field errors', async () => {
    sandbox([
      () => reply(409, { error: 'Not enough of this item in stock', code: 'out_of_stock' }),
    ]);
    expect(await payOrder(input, null, () => {})).toMatchObject({ kind: 'error', reload: 'cart' });

    mockFetch((url) =>
      url === '/api/payment/get-token'
        ? reply(200, { client_token: 'ct', braintree_token: 'ct', provider: 'sandbox' })
        : reply(400, {
            exp_month: ['La tarjeta está vencida.'],
            cvv: ['El CVV debe tener 3 o 4 dígitos.'],
          }),
    );
    expect(await payOrder(input, null, () => {})).toEqual({
      kind: 'fields',
      fields: { expiry: 'La tarjeta está vencida.', cvv: 'El CVV debe tener 3 o 4 dígitos.' },
    });
  });

  it('decides from the error code, not the text or a bare 409', async () => {
    sandbox([
      () =>
        reply(409, {
          error:
            'Ya hay un pago en proceso para este carrito. Espera a que termine y revisa tus pedidos.',
          code: 'checkout_in_progress',
        }),
    ]);
    let kept: PaymentAttempt | null = null;
    expect(await payOrder(input, null, (a) => (kept = a))).toEqual({
      kind: 'error',
      message: PAYMENT_MESSAGES.inProgress,
    });
    expect(kept).not.toBeNull();

    sandbox([() => reply(409, { error: 'Tu carrito cambió', code: 'cart_changed' })]);
    expect(await payOrder(input, null, () => {})).toEqual({
      kind: 'error',
      message: PAYMENT_MESSAGES.cartChanged,
      reload: 'cart',
    });

    sandbox([
      () =>
        reply(400, {
          error: 'Ya usaste este cupón el número de veces permitido por cliente.',
          code: 'coupon_invalid',
        }),
    ]);
    expect(await payOrder(input, null, () => {})).toEqual({
      kind: 'error',
      message: 'Ya usaste este cupón las veces permitidas por cliente.',
    });

    // A 409 without a code is not taken for a stock problem.
    sandbox([() => reply(409, { error: 'Not enough of this item in stock' })]);
    expect(await payOrder(input, null, () => {})).toEqual({
      kind: 'error',
      message: PAYMENT_MESSAGES.failed,
    });
  });
});
