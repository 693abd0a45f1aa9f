import { creditCancelledOrder } from '../invoicing/credit-notes.service.js';
import { findInvoiceOfOrder } from '../invoicing/invoice-files.service.js';
import { orderIvaTotals } from '../invoicing/order-invoice.service.js';
import {
  ADMIN_ORDER_ERRORS,
  type AdminOrderDetail,
  type AdminOrdersQuery,
  type AdminOrdersResponse,
  centsToMoney,
  isPickupOrder,
  ORDER_STATUS_NAMES_ES,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { orderLinkUrl } from '../../lib/order-link.js';
import type { StaffMember } from '../../lib/staff-member.js';
import { returnSoldStock } from '../catalog/stock/stock.service.js';
import { releaseCouponUse } from '../checkout/coupons.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import { canTransition, changeOrderStatus, toOrderDto } from '../orders/orders.service.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import {
  insertStatusChange,
  lockOrderStatus,
  selectOrderByTransactionId,
  selectOrderPage,
  selectStatusHistory,
  updateShipping,
} from '../orders/order-history.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { dayRange } from '../../lib/days.js';
import { buildOrderStatusMail } from './order-status-mail.js';

export async function listAdminOrders(
  db: Db,
  query: AdminOrdersQuery,
): Promise<AdminOrdersResponse> {
  const { from, to } = dayRange(query.date_from, query.date_to);
  const { rows, count } = await selectOrderPage(db, {
    search: query.search,
    status: query.status,
    paymentStatus: query.payment_status,
    from,
    to,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((r) => ({
      id: r.id,
      transaction_id: r.transactionId,
      status: r.status as OrderStatus,
      amount: centsToMoney(r.amountCents),
      date_issued: r.dateIssued.toISOString(),
      customer_email: r.email,
      // A guest account has no name of its own: the buyer's name is the order's.
      customer_name: `${r.firstName} ${r.lastName}`.trim() || r.orderFullName.trim(),
      item_count: r.itemCount,
      payment_method: r.paymentMethod as PaymentMethod,
      payment_status: r.paymentStatus as PaymentStatus,
    })),
  };
}

async function requireAdminOrder(db: Db, transactionId: string) {
  const found = await selectOrderByTransactionId(db, transactionId);
  if (!found) throw AppError.of('not_found', ADMIN_ORDER_ERRORS.orderNotFound);
  return found;
}

export async function getAdminOrder(db: Db, transactionId: string): Promise<AdminOrderDetail> {
  const { order, user, items } = await requireAdminOrder(db, transactionId);
  const history = await selectStatusHistory(db, order.id);
  const status = order.status as OrderStatus;
  return {
    order: toOrderDto({ order, items }),
    customer: {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
    },
    subtotal: centsToMoney(order.subtotalCents),
    discount: centsToMoney(order.discountCents),
    tax: centsToMoney(order.taxCents),
    iva: await orderIvaTotals(db, order.id, await findInvoiceOfOrder(db, order.id)),
    coupon_name: order.couponName,
    payment: { charge_id: order.chargeId },
    history: history.map((h) => ({
      from_status: h.fromStatus as OrderStatus,
      to_status: h.toStatus as OrderStatus,
      by: h.by,
      courier: h.courier,
      tracking_number: h.trackingNumber,
      created_at: h.createdAt.toISOString(),
    })),
    next_statuses: ORDER_STATUSES.filter((to) => canTransition(status, to)),
  };
}

export interface StatusChangeInput {
  status: OrderStatus;
  courier?: string;
  trackingNumber?: string;
}

export interface StatusChangeDeps {
  db: Db;
  paymentProvider: PaymentProvider;
  publicUrl: string;
  /** Signs a guest's private order link for its status e-mails (ADR 028). */
  linkSecret?: string;
  log: FastifyBaseLogger;
}

const invalidTransition = (from: OrderStatus, to: OrderStatus) =>
  AppError.of(
    'invalid_transition',
    ADMIN_ORDER_ERRORS.invalidTransition(ORDER_STATUS_NAMES_ES[from], ORDER_STATUS_NAMES_ES[to]),
  );

/**
 * Moves an order through the one state machine, in one transaction with its history, audit entry
 * and the customer's e-mail. Shipping needs a courier and tracking number, except for store
 * pickup, whose `shipped` is "Listo para retirar" (ADR 071). Cancelling puts the
 * stock back and gives back the coupon use; the payment is voided once that has committed.
 */
export async function changeAdminOrderStatus(
  deps: StatusChangeDeps,
  staff: StaffMember,
  transactionId: string,
  input: StatusChangeInput,
): Promise<AdminOrderDetail> {
  const to = input.status;
  const { order, user } = await requireAdminOrder(deps.db, transactionId);
  const pickup = isPickupOrder({ address_line_2: order.addressLine2 });
  if (to === 'shipped' && !pickup) {
    const errors: Record<string, string[]> = {};
    if (!input.courier) errors.courier = [ADMIN_ORDER_ERRORS.courierRequired];
    if (!input.trackingNumber) errors.tracking_number = [ADMIN_ORDER_ERRORS.trackingRequired];
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  }
  // A guest has no order history to sign in to: its e-mails carry the order's private link.
  const orderLink =
    user.isGuest && deps.linkSecret
      ? await orderLinkUrl(deps.publicUrl, deps.linkSecret, transactionId)
      : null;
  const chargeToVoid = await deps.db.transaction(async (tx) => {
    // Lock the order: concurrent changes queue here and see each other's result.
    const from = (await lockOrderStatus(tx, order.id))!;
    if (!canTransition(from, to)) throw invalidTransition(from, to);
    await changeOrderStatus(tx, order.id, to);
    const courier = to === 'shipped' && !pickup ? input.courier! : null;
    const trackingNumber = to === 'shipped' && !pickup ? input.trackingNumber! : null;
    if (courier && trackingNumber) await updateShipping(tx, order.id, courier, trackingNumber);
    await insertStatusChange(tx, {
      orderId: order.id,
      fromStatus: from,
      toStatus: to,
      userId: staff.id,
      courier,
      trackingNumber,
    });
    const found = await selectOrderByTransactionId(tx, transactionId);
    if (to === 'cancelled') {
      for (const item of found!.items)
        await returnSoldStock(tx, item.productId, item.count, {
          userId: staff.id,
          orderId: order.id,
        });
      if (order.couponName) await releaseCouponUse(tx, order.couponName);
      await creditCancelledOrder(tx, order.id);
    }
    await recordAudit(tx, staff, {
      action: 'order.status',
      entity: 'order',
      entityId: transactionId,
      before: { status: from },
      after: { status: to, ...(courier ? { courier, tracking_number: trackingNumber } : {}) },
    });
    await enqueueMail(
      tx,
      buildOrderStatusMail({
        to: found!.user.email,
        firstName: found!.user.firstName,
        orderFullName: found!.order.fullName,
        transactionId,
        status: to,
        courier,
        trackingNumber,
        publicUrl: deps.publicUrl,
        pickup,
        orderLink,
      }),
    );
    // Only a card order has a charge to void (the methods paid later have none).
    return to === 'cancelled' && order.chargeId !== '' ? order.chargeId : null;
  });
  if (chargeToVoid) {
    try {
      await deps.paymentProvider.void(chargeToVoid);
    } catch (err) {
      // The order stays cancelled; the failed void is logged and kept in the audit log.
      deps.log.error({ err, transactionId }, 'payment void failed after cancelling an order');
      await recordAudit(deps.db, staff, {
        action: 'order.payment_void_failed',
        entity: 'order',
        entityId: transactionId,
        after: { charge_id: chargeToVoid },
      });
    }
  }
  return getAdminOrder(deps.db, transactionId);
}
