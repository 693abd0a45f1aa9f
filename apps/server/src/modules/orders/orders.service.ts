import { randomBytes } from 'node:crypto';
import { ORDER_NOT_FOUND, type Order, type PaymentStatus } from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { toOrderDto } from './order-dto.js';
import { INITIAL_ORDER_STATUS } from './order-status.js';
import {
  countOrdersWithCoupon,
  insertOrder,
  selectBuyersOfProduct,
  type NewOrderItemRow,
  type NewOrderRow,
  type OrderWithItems,
  selectOrderById,
  selectOrderByTransactionId,
  selectOrderOfUser,
  selectOrdersOfUser,
  updatePaymentStatusFrom,
} from './orders.repository.js';

export { toOrderDto } from './order-dto.js';
export { canTransition, changeOrderStatus } from './order-status.js';

export type NewOrder = Omit<NewOrderRow, 'id' | 'transactionId' | 'status' | 'dateIssued'>;
export type NewOrderItem = NewOrderItemRow;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'EV-' and 12 characters people can read out on the phone (no 0/O, 1/I). */
export function newTransactionId(): string {
  const bytes = randomBytes(12);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `EV-${id}`;
}

/** Records a new order and its item snapshots in the caller's transaction. */
export async function createOrder(
  tx: Db | Tx,
  order: NewOrder,
  items: NewOrderItem[],
): Promise<Order> {
  const created = await insertOrder(
    tx,
    { ...order, transactionId: newTransactionId(), status: INITIAL_ORDER_STATUS },
    items,
  );
  return toOrderDto(created);
}

/** The user's orders, newest first. */
export async function listOrders(db: Db, userId: number): Promise<Order[]> {
  return (await selectOrdersOfUser(db, userId)).map(toOrderDto);
}

/** The user's order with this transaction id; another user's order is a 404 as well. */
export async function requireOrder(db: Db, userId: number, transactionId: string): Promise<Order> {
  const found = await selectOrderOfUser(db, userId, transactionId);
  if (!found) throw AppError.of('not_found', ORDER_NOT_FOUND);
  return toOrderDto(found);
}

/** How many of the user's orders (not cancelled) used this coupon: the per-customer coupon limit. */
export function countCouponUsesOf(db: Db | Tx, userId: number, couponName: string) {
  return countOrdersWithCoupon(db, userId, couponName);
}

/**
 * Read-only, for the reviews' "Compra verificada": the users among `userIds` who have an order
 * (not cancelled) containing the product.
 */
export async function buyersOfProduct(
  db: Db,
  productId: number,
  userIds: number[],
): Promise<Set<number>> {
  return new Set(await selectBuyersOfProduct(db, productId, [...new Set(userIds)]));
}

/** The order row and its item snapshots by id, for modules that document it (invoicing). */
export async function getOrderWithItems(db: Db | Tx, orderId: number): Promise<OrderWithItems> {
  const found = await selectOrderById(db, orderId);
  if (!found) throw AppError.of('not_found', ORDER_NOT_FOUND);
  return found;
}

/** The id of the user's order with this transaction id; another user's order is a 404. */
export async function requireOrderId(
  db: Db,
  userId: number,
  transactionId: string,
): Promise<number> {
  const found = await selectOrderOfUser(db, userId, transactionId);
  if (!found) throw AppError.of('not_found', ORDER_NOT_FOUND);
  return found.order.id;
}

/**
 * The order with this transaction id and its owner, for a caller that proved access another way
 * (the guest order link's signed token, ADR 028); 404 when there is none.
 */
export async function requireOrderByTransactionId(
  db: Db | Tx,
  transactionId: string,
): Promise<{ order: Order; userId: number }> {
  const found = await selectOrderByTransactionId(db, transactionId);
  if (!found) throw AppError.of('not_found', ORDER_NOT_FOUND);
  return { order: toOrderDto(found), userId: found.order.userId };
}

/** The user's order with its items (raw rows, cents); another user's order is a 404. */
export async function requireOrderWithItems(
  db: Db,
  userId: number,
  transactionId: string,
): Promise<OrderWithItems> {
  const found = await selectOrderOfUser(db, userId, transactionId);
  if (!found) throw AppError.of('not_found', ORDER_NOT_FOUND);
  return found;
}

/**
 * The one writer of `orders.payment_status` (issue 31): moves it only from one of `from`, so two
 * concurrent confirmations (or a confirmation and the expiry) cannot both apply. True when moved.
 */
export function changePaymentStatus(
  db: Db | Tx,
  orderId: number,
  from: PaymentStatus[],
  to: PaymentStatus,
): Promise<boolean> {
  return updatePaymentStatusFrom(db, orderId, from, to);
}
