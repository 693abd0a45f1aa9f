import {
  type BillingView,
  centsToMoney,
  type OrderDetailResponse,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentMethod,
  type PaymentStatus,
} from '@shop/contract';

/**
 * The order page's payment line: a card order as before (or its refund, ADR 090), the others by
 * their payment status.
 */
function paymentOf(method: PaymentMethod, status: PaymentStatus, orderStatus: string) {
  const refunded = status === 'reembolsando' || status === 'reembolsado';
  if (method === 'card' && !refunded)
    return {
      method: PAYMENT_METHOD_LABELS.card,
      status: orderStatus === 'cancelled' ? 'Pedido cancelado' : 'Pago aprobado',
    };
  return { method: PAYMENT_METHOD_LABELS[method], status: PAYMENT_STATUS_LABELS[status] };
}
import type { Db } from '../../db/client.js';
import { customerStatusHistory } from '../orders/order-history.service.js';
import {
  billingOfInvoice,
  lastBillingOf,
  orderIvaTotals,
} from '../invoicing/order-invoice.service.js';
import { invoiceSummaryWithNotes } from '../invoicing/credit-notes-view.service.js';
import { findInvoiceOfOrder } from '../invoicing/invoice-files.service.js';
import { listOrders, requireOrderWithItems, toOrderDto } from '../orders/orders.service.js';

/**
 * The customer's order page: the order, its money (subtotal, coupon, IVA per rate as the
 * invoice itemizes it), payment, status history (starting with the order's creation), the
 * buyer's billing data and the SRI invoice.
 */
export async function getOrderDetail(
  db: Db,
  userId: number,
  transactionId: string,
): Promise<OrderDetailResponse> {
  const found = await requireOrderWithItems(db, userId, transactionId);
  const { order } = found;
  const invoice = await findInvoiceOfOrder(db, order.id);
  const changes = await customerStatusHistory(db, order.id);
  return {
    order: toOrderDto(found),
    subtotal: centsToMoney(order.subtotalCents),
    discount: centsToMoney(order.discountCents),
    coupon_name: order.couponName,
    iva: await orderIvaTotals(db, order.id, invoice),
    payment: paymentOf(
      order.paymentMethod as PaymentMethod,
      order.paymentStatus as PaymentStatus,
      order.status,
    ),
    status_history: [
      {
        status: 'not_processed',
        date: order.dateIssued.toISOString(),
        courier: null,
        tracking_number: null,
      },
      ...changes,
    ],
    billing: invoice ? billingOfInvoice(invoice) : null,
    invoice: invoice ? await invoiceSummaryWithNotes(db, invoice) : null,
  };
}

/** The billing data of the customer's newest invoice (to prefill checkout), or null. */
export async function getLastBilling(db: Db, userId: number): Promise<BillingView | null> {
  const orders = await listOrders(db, userId);
  return lastBillingOf(
    db,
    orders.map((o) => o.id),
  );
}
