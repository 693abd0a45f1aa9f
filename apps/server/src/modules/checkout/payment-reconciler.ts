import { MakePaymentBodySchema, ShippingAddressSchema } from '@shop/contract';
import { releaseKey } from './idempotency.js';
import {
  AttemptClosedError,
  CartSnapshotSchema,
  type CheckoutDeps,
  completeOrder,
  deferredMonthsOf,
  voidAttempt,
} from './make-payment.js';
import {
  type PaymentIntentRow,
  selectOpenIntents,
  updateOpenIntent,
} from './payment-intents.repository.js';
import { priceCart } from './payment-totals.service.js';

export interface ReconcileReport {
  completed: number;
  voided: number;
  failed: number;
  skipped: number;
}

/** An open attempt untouched this long belongs to a crashed request. */
export const STALE_AFTER_MS = 60_000;

/**
 * Finishes or voids every payment attempt a crash left open (recorded, maybe charged, no order):
 * no charge at the provider -> failed; a captured charge -> the order is made when the cart and
 * the amount are still those charged, else the charge is voided. The key is answered (order) or
 * released (nothing charged any more), so a retry of the same request gets a true answer.
 */
export async function reconcilePayments(
  deps: CheckoutDeps,
  { staleAfterMs = STALE_AFTER_MS }: { staleAfterMs?: number } = {},
): Promise<ReconcileReport> {
  const report: ReconcileReport = { completed: 0, voided: 0, failed: 0, skipped: 0 };
  for (const intent of await selectOpenIntents(deps.db, new Date(Date.now() - staleAfterMs))) {
    try {
      report[await reconcileOne(deps, intent)]++;
    } catch (error) {
      deps.log.error({ err: error, attempt: intent.id }, 'could not reconcile a payment attempt');
      report.skipped++;
    }
  }
  if (report.completed + report.voided + report.failed > 0)
    deps.log.warn({ ...report }, 'payment attempts reconciled');
  return report;
}

async function reconcileOne(
  deps: CheckoutDeps,
  intent: PaymentIntentRow,
): Promise<keyof ReconcileReport> {
  const scope = { userId: intent.userId, key: intent.requestKey };
  const charge = await deps.provider.findChargeByIdempotencyKey(intent.providerKey);
  if (!charge || charge.status === 'voided') {
    const status = charge ? 'voided' : 'failed';
    if (!(await updateOpenIntent(deps.db, intent.id, { status }))) return 'skipped';
    await releaseKey(deps.db, scope);
    return status;
  }
  try {
    const body = MakePaymentBodySchema.parse(intent.request);
    const priced = await priceCart(
      deps.db,
      intent.userId,
      { shippingId: body.shipping_id, couponName: body.coupon_name },
      deps.taxRate,
    );
    if (priced.totals.totalCents !== charge.amountCents)
      throw new Error('the cart no longer costs what was charged');
    await completeOrder(
      deps,
      {
        id: intent.id,
        userId: intent.userId,
        requestKey: intent.requestKey,
        cart: CartSnapshotSchema.parse(intent.cart),
      },
      {
        userId: intent.userId,
        // The attempt stored the resolved address (the store's for pickup).
        address: ShippingAddressSchema.parse(intent.request),
        billing: body.billing ?? null,
        priced,
        chargeId: charge.chargeId,
        deferredMonths: deferredMonthsOf(deps.provider, body),
        taxRate: deps.taxRate,
        publicUrl: deps.publicUrl,
        linkSecret: deps.linkSecret,
      },
    );
    return 'completed';
  } catch (error) {
    if (error instanceof AttemptClosedError) return 'skipped';
    deps.log.warn({ err: error, attempt: intent.id }, 'payment attempt voided by the reconciler');
    await voidAttempt(deps, intent.id, charge.chargeId);
    await releaseKey(deps.db, scope);
    return 'voided';
  }
}
