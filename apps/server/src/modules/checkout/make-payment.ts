import type { FastifyBaseLogger } from 'fastify';
import {
  CHECKOUT_ERRORS,
  type MakePaymentAnswer,
  type MakePaymentBody,
  PAYMENT_SUCCESS,
} from '@shop/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { lockCartForCheckout } from '../cart/cart.service.js';
import { assertBillingAllowed } from '../invoicing/billing-rules.service.js';
import {
  type ChargeRequest,
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../payments/payment-provider.js';
import { checkoutFaults } from './checkout-faults.js';
import { hashRequest, type IdempotentAnswer, runIdempotent, saveAnswer } from './idempotency.js';
import {
  type CartSnapshotLine,
  insertOpenIntent,
  selectIntentByProviderKey,
  updateOpenIntent,
} from './payment-intents.repository.js';
import { chargeIvaOf, type PricedCart, priceCart } from './payment-totals.service.js';
import { placeOrder, type PlaceOrderInput } from './place-order.js';
import { orderAddressFor, requireShippingOption } from './shipping.service.js';

export interface CheckoutDeps {
  db: Db;
  provider: PaymentProvider;
  taxRate: number;
  publicUrl: string;
  /** Signs the private order link of a guest's confirmation e-mail (ADR 028). */
  linkSecret?: string;
  log: FastifyBaseLogger;
}

export const AUTHENTICATION_FAILED =
  'Tu banco no pudo verificar la compra (3-D Secure) y no se hizo ningún cobro. Inténtalo de nuevo o usa otra tarjeta.';

export const INVALID_NONCE =
  'La autorización de la tarjeta expiró o ya fue usada. Ingresa los datos de la tarjeta de nuevo.';

/** What the order's transaction needs to know about the attempt it finishes. */
export interface OpenAttempt {
  id: number;
  userId: number;
  requestKey: string;
  cart: CartSnapshotLine[];
}

export const CartSnapshotSchema = z.array(
  z.object({ productId: z.number().int(), count: z.number().int() }),
);

/** The attempt was finished meanwhile by someone else (the reconciler or the request itself). */
export class AttemptClosedError extends Error {
  constructor(id: number) {
    super(`payment intent ${id} is no longer open`);
    this.name = 'AttemptClosedError';
  }
}

/** The charge's key at the provider: the same request key always charges at most once. */
export const providerKeyOf = (userId: number, requestKey: string) => `${userId}:${requestKey}`;

export const payerOf = (userId: number) => `user:${userId}`;

export const snapshotOf = (priced: PricedCart): CartSnapshotLine[] =>
  priced.lines
    .map((l) => ({ productId: l.product.id, count: l.count }))
    .sort((a, b) => a.productId - b.productId);

export const sameCart = (a: CartSnapshotLine[], b: CartSnapshotLine[]) =>
  a.length === b.length &&
  a.every((line, i) => line.productId === b[i]!.productId && line.count === b[i]!.count);

/** Voids a charge and closes its attempt; when the void fails, the reconciler tries again. */
export async function voidAttempt(deps: CheckoutDeps, attemptId: number, chargeId: string) {
  try {
    await deps.provider.void(chargeId);
    await updateOpenIntent(deps.db, attemptId, { status: 'voided' });
  } catch (voidError) {
    deps.log.error({ err: voidError, chargeId }, 'could not void a charge');
  }
}

/**
 * The paid order's one transaction: the attempt is locked (so the reconciler and the request
 * never both finish it), the cart is read again under lock and must be the one that was charged,
 * then the order is placed, the attempt completed and the answer stored for the key. If it
 * fails, the charge is voided.
 */
export async function completeOrder(
  deps: CheckoutDeps,
  attempt: OpenAttempt,
  input: PlaceOrderInput,
): Promise<MakePaymentAnswer> {
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await updateOpenIntent(tx, attempt.id, { status: 'charged' })))
        throw new AttemptClosedError(attempt.id);
      const cart = await lockCartForCheckout(tx, attempt.userId);
      if (!sameCart(cart, attempt.cart))
        throw AppError.of('cart_changed', CHECKOUT_ERRORS.cartChanged);
      const order = await placeOrder(tx, input);
      await updateOpenIntent(tx, attempt.id, { status: 'completed', orderId: order.id });
      const answer: MakePaymentAnswer = { status: 200, body: { success: PAYMENT_SUCCESS, order } };
      await saveAnswer(tx, { userId: attempt.userId, key: attempt.requestKey }, answer);
      return answer;
    });
  } catch (error) {
    if (!(error instanceof AttemptClosedError)) await voidAttempt(deps, attempt.id, input.chargeId);
    throw error;
  }
}

/**
 * Charges the card; a declined card or missing funds is 402, a spent (or someone else's) nonce
 * is a field error. The attempt is closed for every outcome but an approval.
 */
async function chargeCard(
  deps: CheckoutDeps,
  attempt: { id: number; providerKey: string },
  request: Omit<ChargeRequest, 'idempotencyKey'>,
): Promise<string> {
  let result;
  try {
    result = await deps.provider.charge({ ...request, idempotencyKey: attempt.providerKey });
  } catch (error) {
    await settleUnknownCharge(deps, attempt);
    if (error instanceof PaymentProviderUnavailableError)
      throw AppError.of('provider_unavailable', CHECKOUT_ERRORS.providerUnavailable);
    throw error;
  }
  if (result.status === 'approved') {
    await updateOpenIntent(deps.db, attempt.id, { status: 'charged', chargeId: result.chargeId });
    return result.chargeId;
  }
  await updateOpenIntent(deps.db, attempt.id, { status: 'failed' });
  if (result.status === 'invalid_nonce') throw AppError.field('nonce', INVALID_NONCE);
  if (result.status === 'authentication_failed')
    throw AppError.of('card_not_verified', AUTHENTICATION_FAILED);
  if (result.status === 'insufficient_funds')
    throw AppError.of('insufficient_funds', CHECKOUT_ERRORS.transactionFailed);
  throw AppError.of('card_declined', CHECKOUT_ERRORS.transactionFailed);
}

/** The charge call failed midway: look the charge up and void it; if that fails too, the reconciler will. */
async function settleUnknownCharge(
  deps: CheckoutDeps,
  attempt: { id: number; providerKey: string },
) {
  try {
    const charge = await deps.provider.findChargeByIdempotencyKey(attempt.providerKey);
    if (charge?.status === 'captured') await deps.provider.void(charge.chargeId);
    await updateOpenIntent(deps.db, attempt.id, { status: charge ? 'voided' : 'failed' });
  } catch (error) {
    deps.log.error({ err: error, attempt: attempt.id }, 'payment attempt left to the reconciler');
  }
}

/**
 * POST /api/payment/make-payment, once per key (the Idempotency-Key, or the nonce without one):
 * re-price the cart on the server, record the attempt (at most one open per customer: a second
 * checkout of the same cart gets 409 and charges nothing), charge the card with the key, then
 * record the order in one transaction; a failure after the charge voids it, a crash leaves the
 * attempt to the reconciler.
 */
export function makePayment(
  deps: CheckoutDeps,
  userId: number,
  requestKey: string,
  body: MakePaymentBody,
): Promise<IdempotentAnswer> {
  const scope = { userId, key: requestKey, requestHash: hashRequest(body) };
  return runIdempotent(deps.db, scope, async () => {
    // Store pickup needs no address; delivery needs one in a province the option reaches.
    const address = orderAddressFor(await requireShippingOption(deps.db, body.shipping_id), body);
    const priced = await priceCart(
      deps.db,
      userId,
      { shippingId: body.shipping_id, couponName: body.coupon_name },
      deps.taxRate,
    );
    // The buyer's identification is checked before any money moves.
    if (body.billing) assertBillingAllowed(body.billing, priced.totals.totalCents);
    const cart = snapshotOf(priced);
    const providerKey = providerKeyOf(userId, requestKey);
    const attempt = await insertOpenIntent(deps.db, {
      userId,
      requestKey,
      providerKey,
      amountCents: priced.totals.totalCents,
      request: { ...body, ...address },
      cart,
    });
    if (!attempt) throw AppError.of('checkout_in_progress', CHECKOUT_ERRORS.checkoutInProgress);
    const chargeId = await chargeCard(
      deps,
      { id: attempt.id, providerKey },
      {
        nonce: body.nonce,
        amountCents: priced.totals.totalCents,
        payer: payerOf(userId),
        iva: chargeIvaOf(priced),
        deferred: body.deferred
          ? {
              creditType: body.deferred.credit_type,
              months: body.deferred.months,
              graceMonths: String(body.deferred.grace_months).padStart(2, '0'),
            }
          : null,
      },
    );
    if (checkoutFaults.afterCharge) await checkoutFaults.afterCharge();
    try {
      return await completeOrder(
        deps,
        { id: attempt.id, userId, requestKey, cart },
        {
          userId,
          address,
          billing: body.billing ?? null,
          priced,
          chargeId,
          deferredMonths: deferredMonthsOf(deps.provider, body),
          taxRate: deps.taxRate,
          publicUrl: deps.publicUrl,
          linkSecret: deps.linkSecret,
        },
      );
    } catch (error) {
      if (!(error instanceof AttemptClosedError)) throw error;
      await voidIfClosedAsFailed(deps, providerKey, chargeId);
      throw AppError.of('checkout_in_progress', CHECKOUT_ERRORS.idempotencyKeyInProgress);
    }
  });
}

/** The diferido's months the charge carried: only a provider that defers (Kushki) honours it. */
export function deferredMonthsOf(
  provider: Pick<PaymentProvider, 'name'>,
  body: Pick<MakePaymentBody, 'deferred'>,
): number | null {
  return provider.name === 'kushki' ? (body.deferred?.months ?? null) : null;
}

/**
 * Our charge was captured but a reconciler closed the attempt meanwhile: completed (its order
 * exists) or voided (it voided this charge) need nothing; failed means it saw no charge yet, so
 * nobody else will ever void this one (issue 32.2).
 */
async function voidIfClosedAsFailed(deps: CheckoutDeps, providerKey: string, chargeId: string) {
  try {
    const attempt = await selectIntentByProviderKey(deps.db, providerKey);
    if (attempt?.status === 'failed') await deps.provider.void(chargeId);
  } catch (error) {
    deps.log.error({ err: error, chargeId }, 'could not void a charge of a closed attempt');
  }
}
