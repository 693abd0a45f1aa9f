import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { callsTo, mockFetch, reply } from '@/testing/fetch';
import { FORM_VALUES, ORDER } from '../testing/checkout-fixtures';
import { payOrder } from './pay-order';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const input = { values: FORM_VALUES, shippingId: 2, couponName: '' };
const KUSHKI = 'http://127.0.0.1:8787';

/** The shop with PAYMENT_PROVIDER=kushki, and Kushki's token endpoint answering `tokenAnswer`. */
function kushkiShop(tokenAnswer: () => Response) {
  return mockFetch((url) => {
    if (url === '/api/payment/get-token')
      return reply(200, {
        client_token: 'pub-1',
        braintree_token: 'pub-1',
        provider: 'kushki',
        kushki: { public_merchant_id: 'pub-1', url: KUSHKI, in_test_environment: true },
      });
    if (url === `${KUSHKI}/card/v1/tokens`) return tokenAnswer();
    if (url === '/api/payment/make-payment')
      return reply(200, { success: 'Transaction successful and order was created', order: ORDER });
    throw new Error(`unexpected call to ${url}`);
  });
}

describe('payOrder with Kushki', () => {
  it("sends the card to Kushki only and pays with Kushki's token as the nonce", async () => {
    session.setTokens({ access: 'tok', refresh: 'r' });
    const fetch = kushkiShop(() => reply(200, { token: 'kushki-token-1' }));
    const outcome = await payOrder(input, null, vi.fn());
    expect(outcome).toMatchObject({ kind: 'paid' });
    const [token] = callsTo(fetch, `${KUSHKI}/card/v1/tokens`);
    expect(token?.headers['Public-Merchant-Id']).toBe('pub-1');
    expect(token?.body).toEqual({
      card: {
        number: '4111111111111111',
        name: 'MARIA LOPEZ',
        expiryMonth: '12',
        expiryYear: '39',
        cvv: '123',
      },
      currency: 'USD',
    });
    const [payment] = callsTo(fetch, '/api/payment/make-payment');
    expect(payment?.body?.nonce).toBe('kushki-token-1');
    expect(JSON.stringify(payment?.body)).not.toContain('4111111111111111');
    expect(callsTo(fetch, '/api/payment/sandbox/tokenize')).toEqual([]);
  });

  it("shows Kushki's refusal of the card's data on the card number and charges nothing", async () => {
    session.setTokens({ access: 'tok', refresh: 'r' });
    const fetch = kushkiShop(() => reply(400, { code: 'K001', message: 'Cuerpo inválido' }));
    const outcome = await payOrder(input, null, vi.fn());
    expect(outcome).toEqual({
      kind: 'fields',
      fields: { card_number: 'Revisa los datos de la tarjeta: el procesador no los aceptó.' },
    });
    expect(callsTo(fetch, '/api/payment/make-payment')).toEqual([]);
  });

  it('sends the diferido chosen for the card with the payment; Pago corriente sends none', async () => {
    session.setTokens({ access: 'tok', refresh: 'r' });
    const fetch = kushkiShop(() => reply(200, { token: 'kushki-token-2' }));
    const values = { ...FORM_VALUES, deferred: '03:6' };
    expect(await payOrder({ ...input, values }, null, vi.fn())).toMatchObject({ kind: 'paid' });
    const [payment] = callsTo(fetch, '/api/payment/make-payment');
    expect(payment?.body?.deferred).toEqual({ credit_type: '03', months: 6 });

    const plain = kushkiShop(() => reply(200, { token: 'kushki-token-3' }));
    await payOrder({ ...input, values: { ...FORM_VALUES, deferred: '' } }, null, vi.fn());
    const [corriente] = callsTo(plain, '/api/payment/make-payment');
    expect(corriente?.body).not.toHaveProperty('deferred');
  });
});
