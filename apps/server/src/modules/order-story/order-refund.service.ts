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
import { canTransition, changePaymentStatus } from '../orders/orders.service.js';
import { issueCreditNote } from '../payments/credit-note-hook.js';
import type { PaymentProvider, RefundResult } from '../payments/payment-provider.js';
import { getAdminOrder } from './orders-admin.service.js';
import { buildRefundMail } from './order-refund-mail.js';

export interface RefundDeps {
  db: Db;
  paymentProvider: PaymentProvider;
  log: FastifyBaseLogger;
}

/**
 * The back office gives back the whole card payment of an order that can no longer be cancelled
 * (shipped, delivered; ADR 084). The payment status is claimed first (pagado -> reembolsado, one
 * statement: a second or concurrent request finds it taken and answers the order as it is, so
 * nothing is given back twice); then the provider voids on the charge's day or refunds later
 * (ADR 069); then, in one transaction, the SRI nota de crédito (credit-note-hook), the audit entry
 * and the customer's e-mail. A provider refusal puts the claim back and answers 503.
 */
export async function refundAdminOrder(
  deps: RefundDeps,
  staff: StaffMember,
  transactionId: string,
  reason: string,
): Promise<AdminOrderDetail> {
  const found = await selectOrderByTransactionId(deps.db, transactionId);
  if (!found) throw AppError.of('not_found', ADMIN_ORDER_ERRORS.orderNotFound);
  const { order, user } = found;
  if (order.paymentMethod !== 'card' || order.chargeId === '')
    throw AppError.of('invalid_transition', ADMIN_ORDER_ERRORS.refundNotCard);
  // Replayed (or raced) after it was given back: the same answer, nothing more.
  if (order.paymentStatus === 'reembolsado') return getAdminOrder(deps.db, transactionId);
  if (order.status !== 'cancelled' && canTransition(order.status as OrderStatus, 'cancelled'))
    throw AppError.of('invalid_transition', ADMIN_ORDER_ERRORS.refundCancelFirst);
  if (order.status === 'cancelled' || order.paymentStatus !== 'pagado')
    throw AppError.of('invalid_transition', ADMIN_ORDER_ERRORS.refundNotPaid);
  if (!(await changePaymentStatus(deps.db, order.id, ['pagado'], 'reembolsado')))
    return getAdminOrder(deps.db, transactionId);

  let given: RefundResult;
  try {
    given = await giveBack(deps.paymentProvider, order.chargeId, order.amountCents);
  } catch (err) {
    await changePaymentStatus(deps.db, order.id, ['reembolsado'], 'pagado');
    deps.log.error({ err, transactionId }, 'the provider refused a back-office refund');
    throw AppError.of('provider_unavailable', ADMIN_ORDER_ERRORS.refundFailed);
  }
  await deps.db.transaction(async (tx) => {
    await issueCreditNote(tx, {
      orderId: order.id,
      transactionId,
      amountCents: given.amountCents,
      kind: given.kind,
      reference: given.reference,
    });
    await recordAudit(tx, staff, {
      action: 'order.refund',
      entity: 'order',
      entityId: transactionId,
      before: { payment_status: 'pagado' },
      after: {
        payment_status: 'reembolsado',
        kind: given.kind,
        amount: formatUsd(given.amountCents),
        reference: given.reference,
        reason,
      },
    });
    await enqueueMail(
      tx,
      buildRefundMail({
        to: user.email,
        firstName: user.firstName || order.fullName.split(/\s+/)[0] || '',
        transactionId,
        amountCents: given.amountCents,
        deferredMonths: order.deferredMonths,
      }),
    );
  });
  return getAdminOrder(deps.db, transactionId);
}

/** The provider's refund (void on the charge's day, refund later); a plain void without one. */
async function giveBack(
  provider: PaymentProvider,
  chargeId: string,
  amountCents: number,
): Promise<RefundResult> {
  if (provider.refund) return provider.refund(chargeId, {});
  await provider.void(chargeId);
  return { kind: 'void', amountCents, reference: chargeId };
}
