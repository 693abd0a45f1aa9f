import type { CheckoutDeps } from './make-payment.js';
import { selectIntentByProviderKey } from './payment-intents.repository.js';

export type NotifiedChargeOutcome = 'order' | 'left_to_reconciler' | 'voided' | 'nothing';

/**
 * A charge the provider says it captured (a webhook, ADR 068), settled against our attempts:
 * an attempt with its order keeps it; an open attempt is left to the request or the reconciler
 * (which look the charge up through the provider); a charge no attempt will ever turn into an
 * order (the attempt failed or was voided, or there is none) is voided, once (`voidOnce` moves
 * the ledger from captured to voided before it answers true).
 */
export async function settleNotifiedCharge(
  deps: Pick<CheckoutDeps, 'db' | 'log'>,
  charge: { providerKey: string; chargeId: string },
  voidOnce: (chargeId: string) => Promise<boolean>,
): Promise<NotifiedChargeOutcome> {
  const intent = await selectIntentByProviderKey(deps.db, charge.providerKey);
  if (intent?.status === 'completed') return 'order';
  if (intent && (intent.status === 'pending' || intent.status === 'charged'))
    return 'left_to_reconciler';
  if (!(await voidOnce(charge.chargeId))) return 'nothing';
  deps.log.warn(
    { ...charge, attempt: intent?.id },
    'a notified charge without an order was voided',
  );
  return 'voided';
}
