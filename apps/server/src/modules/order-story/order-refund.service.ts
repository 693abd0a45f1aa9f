import { randomUUID } from 'node:crypto';
import {
  ADMIN_ORDER_ERRORS,
  type AdminOrderDetail,
  formatUsd,
  type OrderStatus,
} from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffMember } from '../../lib/staff-member.js';
import { recordAudit } from '../audit/audit.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import { selectOrderByTransactionId } from '../orders/order-history.service.js';
import {
  claimDueRefunds,
  claimRefund,
  closeRefund,
  type OrderRefundRow,
  retryRefundLater,
} from '../orders/order-refunds.service.js';
import { canTransition, getOrderWithItems } from '../orders/orders.service.js';
import { issueCreditNote } from '../payments/credit-note-hook.js';
import {
  type PaymentProvider,
  PaymentProviderUnavailableError,
  type RefundResult,
} from '../payments/payment-provider.js';
import { getAdminOrder } from './orders-admin.service.js';
import { buildRefundMail } from './order-refund-mail.js';

export interface RefundDeps {
  db: Db;
  paymentProvider: PaymentProvider;
  log: FastifyBaseLogger;
}

/** done / refused: closed by this call; pending: unanswered; skipped: closed by another. */
type Settled = 'done' | 'refused' | 'pending' | 'skipped';

/**
 * The back office gives back the whole card payment of an order that can no longer be cancelled
 * (shipped, delivered; ADR 084, made durable by ADR 090). The refund is claimed first
 * (pagado -> reembolsando and its row with an idempotency key, one transaction: a repeat or a
 * concurrent request finds it taken and answers the order as it is); then `settleRefund` asks the
 * provider with that key and finishes it. A refusal puts the order back to pagado (audited) and
 * answers 503; an unreachable provider leaves it reembolsando for the payments reconciler, which
 * asks again with the same key after a crash or an outage (`finishPendingRefunds`).
 */
export async function refundAdminOrder(
  deps: RefundDeps,
  staff: StaffMember,
  transactionId: string,
  reason: string,
): Promise<AdminOrderDetail> {
  const found = await selectOrderByTransactionId(deps.db, transactionId);
  if (!found) throw AppError.of('not_found', ADMIN_ORDER_ERRORS.orderNotFound);
  const { order } = found;
  if (order.paymentMethod !== 'card' || order.chargeId === '')
    throw AppError.of('invalid_transition', ADMIN_ORDER_ERRORS.refundNotCard);
  // Replayed (or raced) while or after it is given back: the order as it is, nothing more.
  if (order.paymentStatus === 'reembolsado' || order.paymentStatus === 'reembolsando')
    return getAdminOrder(deps.db, transactionId);
  if (order.status !== 'cancelled' && canTransition(order.status as OrderStatus, 'cancelled'))
    throw AppError.of('invalid_transition', ADMIN_ORDER_ERRORS.refundCancelFirst);
  if (order.status === 'cancelled' || order.paymentStatus !== 'pagado')
    throw AppError.of('invalid_transition', ADMIN_ORDER_ERRORS.refundNotPaid);
  const idempotencyKey = `refund:${transactionId}:${randomUUID()}`;
  if (!(await claimRefund(deps.db, { orderId: order.id, staff, reason, idempotencyKey })))
    return getAdminOrder(deps.db, transactionId);
  const claimed = {
    orderId: order.id,
    idempotencyKey,
    staffId: staff.id,
    staffEmail: staff.email,
    reason,
    claimedAt: new Date(),
  };
  if ((await settleRefund(deps, claimed)) === 'refused')
    throw AppError.of('provider_unavailable', ADMIN_ORDER_ERRORS.refundFailed);
  return getAdminOrder(deps.db, transactionId);
}

/**
 * Finishes the refunds a crash or an outage left `reembolsando` (called by the payments
 * reconciler): those whose request's lease is over by `dueBy`; null, at start on the embedded
 * database: every one (its process is gone). Answers how many ended done, refused or still pending.
 */
export async function finishPendingRefunds(
  deps: RefundDeps,
  { dueBy = new Date() }: { dueBy?: Date | null } = {},
): Promise<Record<Settled, number>> {
  const report: Record<Settled, number> = { done: 0, refused: 0, pending: 0, skipped: 0 };
  for (const refund of await claimDueRefunds(deps.db, dueBy)) {
    try {
      report[await settleRefund(deps, refund)]++;
    } catch (err) {
      deps.log.error({ err, orderId: refund.orderId }, 'could not finish a refund');
      report.pending++;
    }
  }
  if (report.done + report.refused > 0) deps.log.warn({ ...report }, 'pending refunds finished');
  return report;
}

type Claimed = Pick<
  OrderRefundRow,
  'orderId' | 'idempotencyKey' | 'staffId' | 'staffEmail' | 'reason' | 'claimedAt'
> &
  Partial<Pick<OrderRefundRow, 'attempts'>>;

/**
 * Asks the provider to give a claimed refund back (the claim's key and day, so a repeat is the
 * same request) and closes it exactly once: reembolsado with the nota de crédito, the audit entry
 * and the customer's e-mail; or, refused, back to pagado with an audit entry. Unreachable: stays.
 */
async function settleRefund(deps: RefundDeps, refund: Claimed): Promise<Settled> {
  const { order } = await getOrderWithItems(deps.db, refund.orderId);
  const found = await selectOrderByTransactionId(deps.db, order.transactionId);
  const user = found!.user;
  const actor = { id: refund.staffId, email: refund.staffEmail };
  let given: RefundResult;
  try {
    given = await giveBack(deps.paymentProvider, order.chargeId, order.amountCents, refund);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof PaymentProviderUnavailableError) {
      await retryRefundLater(deps.db, { attempts: 1, ...refund }, message);
      deps.log.warn({ err, orderId: order.id }, 'refund unanswered; the reconciler asks again');
      return 'pending';
    }
    deps.log.error({ err, orderId: order.id }, 'the provider refused a back-office refund');
    return deps.db.transaction(async (tx) => {
      if (!(await closeRefund(tx, order.id, 'refused', message))) return 'skipped';
      await recordAudit(tx, actor, {
        action: 'order.refund_refused',
        entity: 'order',
        entityId: order.transactionId,
        before: { payment_status: 'reembolsando' },
        after: { payment_status: 'pagado', reason: refund.reason, error: message },
      });
      return 'refused';
    });
  }
  return deps.db.transaction(async (tx) => {
    if (!(await closeRefund(tx, order.id, 'done'))) return 'skipped';
    await issueCreditNote(tx, {
      orderId: order.id,
      transactionId: order.transactionId,
      amountCents: given.amountCents,
      kind: given.kind,
      reference: given.reference,
    });
    await recordAudit(tx, actor, {
      action: 'order.refund',
      entity: 'order',
      entityId: order.transactionId,
      before: { payment_status: 'pagado' },
      after: {
        payment_status: 'reembolsado',
        kind: given.kind,
        amount: formatUsd(given.amountCents),
        reference: given.reference,
        reason: refund.reason,
      },
    });
    await enqueueMail(
      tx,
      buildRefundMail({
        to: user.email,
        firstName: user.firstName || order.fullName.split(/\s+/)[0] || '',
        transactionId: order.transactionId,
        amountCents: given.amountCents,
        deferredMonths: order.deferredMonths,
      }),
    );
    return 'done';
  });
}

/** The provider's refund (void on the claim's day, refund later); a plain void without one. */
async function giveBack(
  provider: PaymentProvider,
  chargeId: string,
  amountCents: number,
  refund: Claimed,
): Promise<RefundResult> {
  if (provider.refund)
    return provider.refund(chargeId, {
      idempotencyKey: refund.idempotencyKey,
      now: refund.claimedAt,
    });
  await provider.void(chargeId);
  return { kind: 'void', amountCents, reference: chargeId };
}
