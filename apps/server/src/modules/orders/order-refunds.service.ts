import type { Db, Tx } from '../../db/client.js';
import type { StaffMember } from '../../lib/staff-member.js';
import { updatePaymentStatusFrom } from './orders.repository.js';
import {
  claimDueRefundRows,
  type OrderRefundRow,
  updateRefundClosed,
  updateRefundRetry,
  upsertRefundClaim,
} from './order-refunds.repository.js';

export type { OrderRefundRow } from './order-refunds.repository.js';

/**
 * How long a claim belongs to the request that made it (longer than the provider's timeout):
 * after it, the payments reconciler takes it over (ADR 090).
 */
export const REFUND_LEASE_SECONDS = 60;

/**
 * Claims a paid order's refund: `pagado -> reembolsando` and the refund's row (its idempotency
 * key, who asked and why) in one transaction. Null when the order was not `pagado` any more (a
 * repeat or a concurrent request took it).
 */
export async function claimRefund(
  db: Db,
  claim: { orderId: number; staff: StaffMember; reason: string; idempotencyKey: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await updatePaymentStatusFrom(tx, claim.orderId, ['pagado'], 'reembolsando')))
      return false;
    const saved = await upsertRefundClaim(
      tx,
      {
        orderId: claim.orderId,
        idempotencyKey: claim.idempotencyKey,
        staffId: claim.staff.id,
        staffEmail: claim.staff.email,
        reason: claim.reason,
      },
      REFUND_LEASE_SECONDS,
    );
    if (!saved) throw new Error(`order ${claim.orderId} has a live refund while paid`);
    return true;
  });
}

/**
 * Closes a claimed refund exactly once, in the caller's transaction: `done` makes the order
 * `reembolsado`, `refused` puts it back to `pagado`. False when another process closed it.
 */
export async function closeRefund(
  tx: Db | Tx,
  orderId: number,
  outcome: 'done' | 'refused',
  error: string | null = null,
): Promise<boolean> {
  const to = outcome === 'done' ? 'reembolsado' : 'pagado';
  if (!(await updatePaymentStatusFrom(tx, orderId, ['reembolsando'], to))) return false;
  if (!(await updateRefundClosed(tx, orderId, outcome, error)))
    throw new Error(`order ${orderId} was reembolsando without a pending refund`);
  return true;
}

/** Pending refunds whose lease ended by `dueBy` (null: all), leased again to the caller. */
export function claimDueRefunds(db: Db, dueBy: Date | null, limit = 10): Promise<OrderRefundRow[]> {
  return claimDueRefundRows(db, dueBy, REFUND_LEASE_SECONDS, limit);
}

/** The provider could not be reached: the refund is asked again later, never given up. */
export function retryRefundLater(
  db: Db,
  refund: Pick<OrderRefundRow, 'orderId' | 'attempts'>,
  error: string,
): Promise<void> {
  const seconds = Math.min(30 * 2 ** Math.max(refund.attempts - 1, 0), 3600);
  return updateRefundRetry(db, refund.orderId, error, seconds);
}
