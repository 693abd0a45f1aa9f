import type { StaffMember } from '../../../lib/staff-member.js';
import { recordAudit } from '../../audit/audit.service.js';
import { changePaymentStatus, getOrderWithItems } from '../../orders/orders.service.js';
import { lockNextDue, updatePendingPayment } from './later.repository.js';
import { paymentExpiredMail } from './later-mail.js';
import { cancelUnpaid, type LaterDeps, mailCustomer } from './pending-payments.service.js';

// The reservation's expiry (issue 31, ADR 076): an order paid later whose due time passed is
// cancelled, its stock released and its customer told, each in the transaction that marks it
// vencido, so a crash (kill -9) leaves either all of it or none of it.

/** The expiry worker's actor in the audit log. */
const SYSTEM = { id: null, email: 'sistema' };

type Actor = Pick<StaffMember, 'email'> & { id: number | null };

/**
 * Expires one due reservation, if any: the row is locked (another process's is skipped), the
 * payment moves to vencido only from pendiente/rechazado, and the due time is cleared in the
 * same transaction, so each order expires exactly once, also across restarts and processes.
 * Answers null when nothing is due, else the settled row's order (its transaction id when this
 * call expired it).
 */
async function expireOne(deps: LaterDeps, now: Date): Promise<{ expired: string | null } | null> {
  return deps.db.transaction(async (tx) => {
    const due = await lockNextDue(tx, now);
    if (!due) return null;
    await updatePendingPayment(tx, due.orderId, { expiresAt: null });
    if (await changePaymentStatus(tx, due.orderId, ['pendiente', 'rechazado'], 'vencido')) {
      const { order } = await getOrderWithItems(tx, due.orderId);
      await cancelUnpaid(tx, due.orderId, null);
      await recordAudit(tx, SYSTEM as Actor, {
        action: 'payment.expire',
        entity: 'order',
        entityId: order.transactionId,
        after: { payment_status: 'vencido', status: 'cancelled' },
      });
      await mailCustomer(
        tx,
        deps,
        {
          userId: order.userId,
          transactionId: order.transactionId,
          amountCents: order.amountCents,
        },
        paymentExpiredMail,
      );
      return { expired: order.transactionId };
    }
    return { expired: null };
  });
}

/**
 * Expires every reservation due at `now`; answers how many rows were settled. `onExpired` hears
 * of each order once its expiry is committed.
 */
export async function expireDuePayments(
  deps: LaterDeps,
  now = new Date(),
  onExpired?: (transactionId: string) => void,
): Promise<number> {
  let settled = 0;
  for (let row = await expireOne(deps, now); row; row = await expireOne(deps, now)) {
    settled++;
    if (row.expired) onExpired?.(row.expired);
  }
  return settled;
}
