import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { orderItems, orders, orderStatusHistory } from '../../db/schema/orders.js';

// The back office reads orders with their customers; it writes only the shipping details and
// the status history here, the status itself through the orders module's state machine.

export interface OrderListFilter {
  search?: string;
  status?: OrderStatus;
  paymentStatus?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function selectOrderPage(db: Db, f: OrderListFilter) {
  const conditions: SQL[] = [];
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    conditions.push(
      or(
        ilike(orders.transactionId, like),
        ilike(users.email, like),
        ilike(orders.fullName, like),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      )!,
    );
  }
  if (f.status) conditions.push(eq(orders.status, f.status));
  if (f.paymentStatus) conditions.push(eq(orders.paymentStatus, f.paymentStatus));
  if (f.from) conditions.push(gte(orders.dateIssued, f.from));
  if (f.to) conditions.push(lt(orders.dateIssued, f.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const itemCount = sql<number>`(SELECT coalesce(sum(${orderItems.count}), 0)::int FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        transactionId: orders.transactionId,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        amountCents: orders.amountCents,
        dateIssued: orders.dateIssued,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        orderFullName: orders.fullName,
        itemCount,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.dateIssued), desc(orders.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function selectOrderByTransactionId(db: Db | Tx, transactionId: string) {
  const [row] = await db
    .select({ order: orders, user: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.transactionId, transactionId));
  if (!row) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.order.id))
    .orderBy(asc(orderItems.id));
  return { ...row, items };
}

export async function selectStatusHistory(db: Db | Tx, orderId: number) {
  return db
    .select({
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      by: users.email,
      courier: orderStatusHistory.courier,
      trackingNumber: orderStatusHistory.trackingNumber,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.userId))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
}

export async function insertStatusChange(
  tx: Db | Tx,
  row: typeof orderStatusHistory.$inferInsert,
): Promise<void> {
  await tx.insert(orderStatusHistory).values(row);
}

export async function updateShipping(
  tx: Db | Tx,
  orderId: number,
  courier: string,
  trackingNumber: string,
): Promise<void> {
  await tx.update(orders).set({ courier, trackingNumber }).where(eq(orders.id, orderId));
}

/** The order's status, the order locked until the transaction ends; null when there is none. */
export async function lockOrderStatus(tx: Db | Tx, orderId: number): Promise<OrderStatus | null> {
  const [row] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row ? (row.status as OrderStatus) : null;
}

/** Orders paid later still waiting (pendiente or rechazado), oldest first, with their customer. */
export function selectAwaitingPayment(db: Db | Tx) {
  return db
    .select({
      id: orders.id,
      transactionId: orders.transactionId,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      amountCents: orders.amountCents,
      fullName: orders.fullName,
      dateIssued: orders.dateIssued,
      email: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(sql`${orders.paymentStatus} in ('pendiente', 'rechazado')`)
    .orderBy(asc(orders.dateIssued), asc(orders.id));
}
