import type { Billing, MakePaymentInput, PlaceOrderBody, ShippingAddress } from '@shop/contract';
import { getPaymentToken } from '../api/get-payment-token';
import { makePayment } from '../api/make-payment';
import { placeLaterOrder } from '../api/place-later-order';
import { tokenizeCard } from '../api/tokenize-card';
import { BankCheckError, tokenizeKushkiCard } from '../api/tokenize-kushki-card';
import { verifyWithBank } from './bank-check';
import { cardDigits, parseExpiry } from './card';
import type { CheckoutFormValues } from './checkout-form';
import { deferredChoiceOf } from './deferred';
import { isRetryable, paymentFailure, type PayOutcome } from './payment-outcome';

/** One payment attempt: its Idempotency-Key, the card's nonce, and what it was made for. */
export interface PaymentAttempt {
  key: string;
  nonce: string;
  fingerprint: string;
}

export interface PayOrderInput {
  values: CheckoutFormValues;
  shippingId: number;
  couponName: string;
  /** Store pickup: no address is sent, only who picks up (ADR 037). */
  pickup?: boolean;
  /** "Datos de facturación"; none = consumidor final (server default). */
  billing?: Billing;
  /** "Forma de pago" (issue 31): absent or 'card' charges the card; the others pay later. */
  method?: string;
}

/**
 * The payment sequence: client token -> card nonce (sandbox provider) -> make-payment with an
 * Idempotency-Key. An attempt whose answer never arrived (network, 5xx) is kept, so pressing
 * Pagar again resends the same key and nonce and the server replays instead of charging twice;
 * any other answer ends the attempt.
 */
export async function payOrder(
  input: PayOrderInput,
  previous: PaymentAttempt | null,
  keepAttempt: (attempt: PaymentAttempt | null) => void,
): Promise<PayOutcome> {
  const body = orderBody(input);
  if (input.method && input.method !== 'card')
    return placeLater(input.method, body, previous, keepAttempt);
  const fingerprint = JSON.stringify([body, cardOf(input.values), input.values.deferred ?? '']);
  let attempt = previous?.fingerprint === fingerprint ? previous : null;
  try {
    if (!attempt) {
      attempt = { key: crypto.randomUUID(), nonce: await tokenize(input.values), fingerprint };
    }
    // Kushki's diferido (ADR 069): absent = Pago corriente; part of the attempt's fingerprint.
    const deferred = deferredChoiceOf(input.values.deferred);
    const { order } = await makePayment(
      { ...body, nonce: attempt.nonce, ...(deferred ? { deferred } : {}) },
      attempt.key,
    );
    keepAttempt(null);
    return { kind: 'paid', order };
  } catch (error) {
    keepAttempt(attempt && isRetryable(error) ? attempt : null);
    return paymentFailure(error);
  }
}

/** An order paid later: no card, the same key on a retry whose answer never arrived. */
async function placeLater(
  method: string,
  body: Omit<MakePaymentInput, 'nonce'>,
  previous: PaymentAttempt | null,
  keepAttempt: (attempt: PaymentAttempt | null) => void,
): Promise<PayOutcome> {
  const fingerprint = JSON.stringify([body, method]);
  const attempt =
    previous?.fingerprint === fingerprint
      ? previous
      : { key: crypto.randomUUID(), nonce: '', fingerprint };
  try {
    const payload = { ...body, payment_method: method } as unknown as PlaceOrderBody;
    const { order } = await placeLaterOrder(payload, attempt.key);
    keepAttempt(null);
    return { kind: 'paid', order };
  } catch (error) {
    keepAttempt(isRetryable(error) ? attempt : null);
    return paymentFailure(error);
  }
}

async function tokenize(values: CheckoutFormValues): Promise<string> {
  const { client_token, kushki } = await getPaymentToken();
  const expiry = parseExpiry(values.expiry);
  if (kushki) {
    // Kushki: the card goes to Kushki only; its token is the nonce (ADR 067), once the bank
    // has verified the purchase when it asks to (3-D Secure, ADR 095).
    const { token, url } = await tokenizeKushkiCard(kushki, {
      number: cardDigits(values.card_number),
      name: values.cardholder_name,
      expiryMonth: String(expiry?.month ?? 0).padStart(2, '0'),
      expiryYear: String((expiry?.year ?? 0) % 100).padStart(2, '0'),
      cvv: values.cvv,
    });
    if (!url) return token;
    const check = await verifyWithBank(url);
    if (check.kind !== 'verified') throw new BankCheckError(check.kind);
    return check.token ?? token;
  }
  const { nonce } = await tokenizeCard({
    client_token,
    card_number: cardDigits(values.card_number),
    exp_month: expiry?.month ?? 0,
    exp_year: expiry?.year ?? 0,
    cvv: values.cvv,
    cardholder_name: values.cardholder_name,
  });
  return nonce;
}

function orderBody({
  values,
  shippingId,
  couponName,
  pickup = false,
  billing,
}: PayOrderInput): Omit<MakePaymentInput, 'nonce'> {
  if (pickup) {
    return {
      full_name: values.full_name,
      telephone_number: values.telephone_number,
      shipping_id: shippingId,
      coupon_name: couponName,
      ...(billing ? { billing } : {}),
    };
  }
  const address: ShippingAddress = {
    full_name: values.full_name,
    address_line_1: values.address_line_1,
    address_line_2: values.address_line_2,
    city: values.city,
    state_province_region: values.state_province_region,
    postal_zip_code: values.postal_zip_code,
    country_region: values.country_region,
    telephone_number: values.telephone_number,
  };
  return {
    ...address,
    shipping_id: shippingId,
    coupon_name: couponName,
    ...(billing ? { billing } : {}),
  };
}

function cardOf(values: CheckoutFormValues) {
  return [cardDigits(values.card_number), values.expiry, values.cvv, values.cardholder_name];
}
