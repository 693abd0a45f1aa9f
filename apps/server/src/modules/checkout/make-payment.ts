import type { FastifyBaseLogger } from 'fastify';
import { CHECKOUT_ERRORS, type MakePaymentBody, PAYMENT_SUCCESS } from '@shop/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../payments/payment-provider.js';
import {
  hashRequest,
  type IdempotencyScope,
  runIdempotent,
  saveAnswer,
  type StoredAnswer,
} from './idempotency.js';
import { priceCart } from './payment-totals.service.js';
import { placeOrder, type PlaceOrderInput } from './place-order.js';

export interface CheckoutDeps {
  db: Db;
  provider: PaymentProvider;
  taxRate: number;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const INVALID_NONCE =
  'La autorización de la tarjeta expiró o ya fue usada. Ingresa los datos de la tarjeta de nuevo.';

/** Charges the card; a declined card or missing funds is 402, a spent nonce is a field error. */
async function chargeCard(
  provider: PaymentProvider,
  request: { nonce: string; amountCents: number; idempotencyKey: string },
): Promise<string> {
  let result;
  try {
    result = await provider.charge(request);
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError)
      throw AppError.of('provider_unavailable', CHECKOUT_ERRORS.providerUnavailable);
    throw error;
  }
  if (result.status === 'approved') return result.chargeId;
  if (result.status === 'invalid_nonce') throw AppError.field('nonce', INVALID_NONCE);
  throw AppError.of('card_declined', CHECKOUT_ERRORS.transactionFailed);
}

/** The order's transaction, which also stores the answer for the key; voids the charge if it fails. */
async function recordPaidOrder(
  deps: CheckoutDeps,
  scope: IdempotencyScope,
  input: PlaceOrderInput,
): Promise<StoredAnswer> {
  try {
    return await deps.db.transaction(async (tx) => {
      const order = await placeOrder(tx, input);
      const answer = { status: 200, body: { success: PAYMENT_SUCCESS, order } };
      await saveAnswer(tx, scope, answer);
      return answer;
    });
  } catch (error) {
    await deps.provider.void(input.chargeId).catch((voidError: unknown) => {
      deps.log.error({ err: voidError, chargeId: input.chargeId }, 'could not void a charge');
    });
    throw error;
  }
}

/**
 * POST /api/payment/make-payment, once per Idempotency-Key: re-price the cart on the server
 * (lines, stock, shipping, coupon), charge the card with the key, then record the order in one
 * transaction; a failure after the charge voids it.
 */
export function makePayment(
  deps: CheckoutDeps,
  userId: number,
  idempotencyKey: string,
  body: MakePaymentBody,
): Promise<StoredAnswer> {
  const scope = { userId, key: idempotencyKey, requestHash: hashRequest(body) };
  return runIdempotent(deps.db, scope, async () => {
    const priced = await priceCart(
      deps.db,
      userId,
      { shippingId: body.shipping_id, couponName: body.coupon_name },
      deps.taxRate,
    );
    const chargeId = await chargeCard(deps.provider, {
      nonce: body.nonce,
      amountCents: priced.totals.totalCents,
      idempotencyKey: `${userId}:${idempotencyKey}`,
    });
    return recordPaidOrder(deps, scope, {
      userId,
      address: body,
      priced,
      chargeId,
      taxRate: deps.taxRate,
      publicUrl: deps.publicUrl,
    });
  });
}
