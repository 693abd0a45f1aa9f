import {
  type Billing,
  centsToMoney,
  moneyToCents,
  PAYMENT_METHOD_ERRORS,
  type PaymentMethod,
  type PaymentStatus,
} from '@shop/contract';
import { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { StaffMember } from '../../../lib/staff-member.js';
import { recordAudit } from '../../audit/audit.service.js';
import { requireMailContact } from '../../auth/users.service.js';
import { returnSoldStock } from '../../catalog/stock/stock.service.js';
import { enqueueInvoiceForOrder } from '../../invoicing/invoicing.service.js';
import { enqueueMail, type OutgoingMail } from '../../mail/mail.service.js';
import {
  insertStatusChange,
  lockOrderStatus,
  selectAwaitingPayment,
} from '../../orders/order-history.service.js';
import {
  canTransition,
  changeOrderStatus,
  changePaymentStatus,
  getOrderWithItems,
  requireOrderByTransactionId,
} from '../../orders/orders.service.js';
import { releaseCouponUse } from '../coupons.service.js';
import { lockPendingPayment, selectReceiptsOf, updatePendingPayment } from './later.repository.js';
import {
  type LaterMailInput,
  notDeliveredMail,
  paymentConfirmedMail,
  paymentRejectedMail,
} from './later-mail.js';
import { orderUrlFor } from './later-payments.service.js';

// The staff's side of the methods paid later (issue 31): "Pagos por confirmar", confirm or
// reject a transfer, "Cobrado" / "No se pudo entregar"; the reservation's expiry is in
// pending-payments-expiry.ts. Each runs in one transaction holding the payment's row lock, so
// two decisions (or a decision and the expiry) never both apply; each is audited.

export interface LaterDeps {
  db: Db;
  publicUrl: string;
  linkSecret?: string | undefined;
}

export async function listPendingPayments(db: Db) {
  const rows = await selectAwaitingPayment(db);
  const receipts = await selectReceiptsOf(
    db,
    rows.map((r) => r.id),
  );
  const pendingBy = new Map<string, number>();
  for (const r of rows)
    pendingBy.set(r.paymentMethod, (pendingBy.get(r.paymentMethod) ?? 0) + r.amountCents);
  return {
    payments: rows.map((r) => ({
      transaction_id: r.transactionId,
      method: r.paymentMethod as PaymentMethod,
      status: r.paymentStatus as PaymentStatus,
      amount: centsToMoney(r.amountCents),
      customer: r.fullName,
      email: r.email,
      date_issued: r.dateIssued.toISOString(),
      expires_at: null as string | null,
      receipts: receipts
        .filter((x) => x.orderId === r.id)
        .map((x) => ({
          id: x.id,
          content_type: x.contentType,
          created_at: x.createdAt.toISOString(),
        })),
    })),
    pending_by_method: [...pendingBy].map(([method, cents]) => ({
      method: method as PaymentMethod,
      amount: centsToMoney(cents),
    })),
  };
}

interface Locked {
  orderId: number;
  transactionId: string;
  userId: number;
  amountCents: number;
  method: PaymentMethod;
  status: PaymentStatus;
  billing: Billing | null;
}

/** Runs `work` with the order's pending payment locked; 404 for an order not paid later. */
async function withLockedPayment<T>(
  db: Db,
  transactionId: string,
  work: (tx: Db | Tx, locked: Locked) => Promise<T>,
): Promise<T> {
  const { order, userId } = await requireOrderByTransactionId(db, transactionId);
  return db.transaction(async (tx) => {
    const pending = await lockPendingPayment(tx, order.id);
    if (!pending) throw AppError.of('invalid_transition', PAYMENT_METHOD_ERRORS.notPending);
    const fresh = await getOrderWithItems(tx, order.id);
    return work(tx, {
      orderId: order.id,
      transactionId,
      userId,
      amountCents: fresh.order.amountCents,
      method: fresh.order.paymentMethod as PaymentMethod,
      status: fresh.order.paymentStatus as PaymentStatus,
      billing: z
        .custom<Billing>()
        .nullable()
        .parse(pending.billing ?? null),
    });
  });
}

export async function mailCustomer(
  tx: Db | Tx,
  deps: LaterDeps,
  locked: Pick<Locked, 'userId' | 'transactionId' | 'amountCents'>,
  build: (input: LaterMailInput) => OutgoingMail,
) {
  const contact = await requireMailContact(tx, locked.userId);
  await enqueueMail(
    tx,
    build({
      to: contact.email,
      firstName: contact.firstName,
      transactionId: locked.transactionId,
      amountCents: locked.amountCents,
      orderUrl: await orderUrlFor(deps, contact.isGuest, locked.transactionId),
    }),
  );
}

const answerOf = async (tx: Db | Tx, orderId: number, transactionId: string) => {
  const { order } = await getOrderWithItems(tx, orderId);
  return {
    transaction_id: transactionId,
    status: order.paymentStatus as PaymentStatus,
    order_status: order.status,
  };
};

/**
 * Marks the order paid (confirm of a transfer, "Cobrado" on delivery or at the counter) and
 * queues its SRI invoice. A second confirmation of a paid order changes nothing (answers it).
 */
export function markPaid(
  deps: LaterDeps,
  staff: StaffMember,
  transactionId: string,
  input: {
    kind: 'confirm' | 'collect';
    amount: string;
    date?: string;
    reference?: string;
    collectedWith?: 'efectivo' | 'tarjeta';
  },
) {
  return withLockedPayment(deps.db, transactionId, async (tx, locked) => {
    const transfer = locked.method === 'transferencia';
    if ((input.kind === 'confirm') !== transfer)
      throw AppError.of('invalid_transition', PAYMENT_METHOD_ERRORS.wrongMethod);
    if (locked.status === 'pagado') return answerOf(tx, locked.orderId, transactionId);
    const cents = moneyToCents(input.amount);
    if (cents < locked.amountCents)
      throw AppError.field(
        'amount',
        `El monto recibido es menor que el total del pedido ($${centsToMoney(locked.amountCents)}).`,
      );
    if (!(await changePaymentStatus(tx, locked.orderId, ['pendiente', 'rechazado'], 'pagado')))
      throw AppError.of('invalid_transition', PAYMENT_METHOD_ERRORS.alreadyResolved);
    await updatePendingPayment(tx, locked.orderId, {
      expiresAt: null,
      confirmedCents: cents,
      confirmedOn: input.date ?? new Date().toISOString().slice(0, 10),
      reference: input.reference ?? null,
      collectedWith: input.collectedWith ?? null,
      staffId: staff.id,
    });
    const formaPago = transfer ? '20' : input.collectedWith === 'tarjeta' ? '19' : '01';
    await enqueueInvoiceForOrder(tx, locked.orderId, locked.billing, formaPago);
    await recordAudit(tx, staff, {
      action: input.kind === 'confirm' ? 'payment.confirm' : 'payment.collect',
      entity: 'order',
      entityId: transactionId,
      before: { payment_status: locked.status },
      after: {
        payment_status: 'pagado',
        amount: input.amount,
        ...(input.date ? { date: input.date } : {}),
        ...(input.reference ? { reference: input.reference } : {}),
        ...(input.collectedWith ? { collected_with: input.collectedWith } : {}),
      },
    });
    await mailCustomer(tx, deps, locked, paymentConfirmedMail);
    return answerOf(tx, locked.orderId, transactionId);
  });
}

/** Rejects a transfer's receipt with a reason; the reservation stays until it expires. */
export function rejectPayment(
  deps: LaterDeps,
  staff: StaffMember,
  transactionId: string,
  reason: string,
) {
  return withLockedPayment(deps.db, transactionId, async (tx, locked) => {
    if (locked.method !== 'transferencia')
      throw AppError.of('invalid_transition', PAYMENT_METHOD_ERRORS.wrongMethod);
    if (!(await changePaymentStatus(tx, locked.orderId, ['pendiente'], 'rechazado')))
      throw AppError.of('invalid_transition', PAYMENT_METHOD_ERRORS.alreadyResolved);
    await updatePendingPayment(tx, locked.orderId, { rejectionReason: reason, staffId: staff.id });
    await recordAudit(tx, staff, {
      action: 'payment.reject',
      entity: 'order',
      entityId: transactionId,
      before: { payment_status: locked.status },
      after: { payment_status: 'rechazado', reason },
    });
    await mailCustomer(tx, deps, locked, (m) => paymentRejectedMail({ ...m, reason }));
    return answerOf(tx, locked.orderId, transactionId);
  });
}

/**
 * Cancels an unpaid order: fulfilment to cancelled (when it still may), the stock back on the
 * shelf, the coupon use given back.
 */
export async function cancelUnpaid(tx: Db | Tx, orderId: number, actorId: number | null) {
  const from = await lockOrderStatus(tx, orderId);
  if (!from || !canTransition(from, 'cancelled')) return;
  await changeOrderStatus(tx, orderId, 'cancelled');
  await insertStatusChange(tx, {
    orderId,
    fromStatus: from,
    toStatus: 'cancelled',
    userId: actorId,
  });
  const { order, items } = await getOrderWithItems(tx, orderId);
  for (const item of items)
    await returnSoldStock(tx, item.productId, item.count, { userId: actorId, orderId });
  if (order.couponName) await releaseCouponUse(tx, order.couponName);
}

/** "No se pudo entregar" (pay on delivery or at pickup): cancelled, stock back. */
export function markNotDelivered(deps: LaterDeps, staff: StaffMember, transactionId: string) {
  return withLockedPayment(deps.db, transactionId, async (tx, locked) => {
    if (locked.method === 'transferencia')
      throw AppError.of('invalid_transition', PAYMENT_METHOD_ERRORS.wrongMethod);
    if (!(await changePaymentStatus(tx, locked.orderId, ['pendiente'], 'vencido')))
      throw AppError.of('invalid_transition', PAYMENT_METHOD_ERRORS.alreadyResolved);
    await updatePendingPayment(tx, locked.orderId, { expiresAt: null, staffId: staff.id });
    await cancelUnpaid(tx, locked.orderId, staff.id);
    await recordAudit(tx, staff, {
      action: 'payment.not_delivered',
      entity: 'order',
      entityId: transactionId,
      before: { payment_status: locked.status },
      after: { payment_status: 'vencido', status: 'cancelled' },
    });
    await mailCustomer(tx, deps, locked, notDeliveredMail);
    return answerOf(tx, locked.orderId, transactionId);
  });
}
