import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { callsTo, mockFetch, reply } from '@/testing/fetch';
import { FORM_VALUES, ORDER } from '../testing/checkout-fixtures';
import { currentBankCheck, type BankCheckResult } from './bank-check';
import { payOrder } from './pay-order';
import { PAYMENT_MESSAGES } from './payment-outcome';

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
      // 3-D Secure by URL (ADR 095): the bank's page comes back to the shop's return page.
      authValidation: 'iframe',
      callbackUrl: `${window.location.origin}/pago/verificacion-banco`,
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

describe('payOrder with a bank that asks for 3-D Secure', () => {
  const BANK_PAGE = 'https://uat-auth.kushkipagos.com/?token=kushki-3ds';

  /** Pays, waits for the bank's window to open on Kushki's url, and answers it with `result`. */
  async function payThroughBank(result: BankCheckResult) {
    session.setTokens({ access: 'tok', refresh: 'r' });
    const fetch = kushkiShop(() =>
      reply(200, {
        token: 'kushki-3ds',
        url: BANK_PAGE,
        secureService: '3dsecure',
        secureId: 'c0a1d3e4-0000-4000-8000-000000000001',
      }),
    );
    const paying = payOrder(input, null, vi.fn());
    await vi.waitFor(() => expect(currentBankCheck()?.url).toBe(BANK_PAGE));
    expect(callsTo(fetch, '/api/payment/make-payment')).toEqual([]);
    currentBankCheck()!.finish(result);
    const outcome = await paying;
    expect(currentBankCheck()).toBeNull();
    return { outcome, payments: callsTo(fetch, '/api/payment/make-payment') };
  }

  it('pays only after the bank verified, with the token the bank sent back', async () => {
    const { outcome, payments } = await payThroughBank({ kind: 'verified', token: 'kushki-3ds' });
    expect(outcome).toMatchObject({ kind: 'paid' });
    expect(payments.map((p) => p.body?.nonce)).toEqual(['kushki-3ds']);
  });

  it('says the bank did not verify the purchase and charges nothing', async () => {
    const { outcome, payments } = await payThroughBank({ kind: 'refused' });
    expect(outcome).toEqual({ kind: 'error', message: PAYMENT_MESSAGES.notVerified });
    expect(payments).toEqual([]);
  });

  it('says the window was closed and charges nothing', async () => {
    const { outcome, payments } = await payThroughBank({ kind: 'closed' });
    expect(outcome).toEqual({
      kind: 'error',
      message:
        'Cerraste la verificación de tu banco y no se hizo ningún cobro. Presiona Pagar para intentarlo de nuevo.',
    });
    expect(payments).toEqual([]);
  });
});
