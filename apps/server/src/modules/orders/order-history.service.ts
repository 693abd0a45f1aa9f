import { ADMIN_ORDER_ERRORS, type OrderStatus, type OrderStatusStep } from '@shop/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { selectOrderByTransactionId, selectStatusHistory } from './orders-admin.repository.js';

// What the back office's order desk (modules/order-story) reads and writes in orders' tables:
// the list, one order with its customer, the history, the shipping details, the status lock.
export {
  insertStatusChange,
  selectAwaitingPayment,
  lockOrderStatus,
  selectOrderByTransactionId,
  selectOrderPage,
  selectStatusHistory,
  updateShipping,
} from './orders-admin.repository.js';

/**
 * An order's status changes as its owner sees them (no staff names), oldest first: what the
 * customer's order page shows after the order's creation.
 */
export async function customerStatusHistory(db: Db, orderId: number): Promise<OrderStatusStep[]> {
  const history = await selectStatusHistory(db, orderId);
  return history.map((h) => ({
    status: h.toStatus as OrderStatus,
    date: h.createdAt.toISOString(),
    courier: h.courier,
    tracking_number: h.trackingNumber,
  }));
}

/** The id of any order by its transaction id, for the back office (404 in Spanish). */
export async function requireAdminOrderId(db: Db, transactionId: string): Promise<number> {
  const found = await selectOrderByTransactionId(db, transactionId);
  if (!found) throw AppError.of('not_found', ADMIN_ORDER_ERRORS.orderNotFound);
  return found.order.id;
}
