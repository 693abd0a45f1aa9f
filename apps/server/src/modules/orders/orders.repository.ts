import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { OrderStatus } from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema/orders.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderItemRow = Omit<typeof orderItems.$inferInsert, 'orderId'>;

export interface OrderWithItems {
  order: OrderRow;
  items: OrderItemRow[];
}

export async function insertOrder(
  tx: Db | Tx,
  order: NewOrderRow,
  items: NewOrderItemRow[],
): Promise<OrderWithItems> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (!row) throw new Error('The order insert returned no row');
  const itemRows = await tx
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId: row.id })))
    .returning();
  return { order: row, items: itemRows };
}

async function attachItems(db: Db | Tx, rows: OrderRow[]): Promise<OrderWithItems[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((order) => ({ order, items: items.filter((i) => i.orderId === order.id) }));
}

/** The user's orders, newest first. */
/** How many of the user's orders used this coupon (by name, whatever its case); cancelled ones do not count. */
export async function countOrdersWithCoupon(
  db: Db | Tx,
  userId: number,
  couponName: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        sql`lower(${orders.couponName}) = lower(${couponName})`,
        ne(orders.status, 'cancelled'),
      ),
    );
  return row?.n ?? 0;
}

export async function selectOrdersOfUser(db: Db | Tx, userId: number): Promise<OrderWithItems[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.dateIssued), desc(orders.id));
  return attachItems(db, rows);
}

export async function selectOrderOfUser(
  db: Db | Tx,
  userId: number,
  transactionId: string,
): Promise<OrderWithItems | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.transactionId, transactionId)));
  const [found] = await attachItems(db, rows);
  return found ?? null;
}

/** The order with this transaction id, whoever owns it (the guest order link, ADR 028). */
export async function selectOrderByTransactionId(
  db: Db | Tx,
  transactionId: string,
): Promise<OrderWithItems | null> {
  const rows = await db.select().from(orders).where(eq(orders.transactionId, transactionId));
  const [found] = await attachItems(db, rows);
  return found ?? null;
}

/** Which of these users have a non-cancelled order containing the product. */
export async function selectBuyersOfProduct(
  db: Db | Tx,
  productId: number,
  userIds: number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: orders.userId })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orderItems.productId, productId),
        inArray(orders.userId, userIds),
        ne(orders.status, 'cancelled'),
      ),
    );
  return rows.map((r) => r.userId);
}

export async function selectOrderById(
  db: Db | Tx,
  orderId: number,
): Promise<OrderWithItems | null> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  const [found] = await attachItems(db, rows);
  return found ?? null;
}

/** Sets the status when the order is in one of `from`, in one statement; true when set. */
export async function updateOrderStatusFrom(
  db: Db | Tx,
  orderId: number,
  from: OrderStatus[],
  to: OrderStatus,
): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set({ status: to })
    .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
    .returning({ status: orders.status });
  return updated.length > 0;
}

/** The order's current status, or null when there is no such order. */
export async function selectOrderStatus(db: Db | Tx, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ? row.status : null;
}

/** Sets the payment status when it is one of `from`, in one statement; true when set. */
export async function updatePaymentStatusFrom(
  db: Db | Tx,
  orderId: number,
  from: string[],
  to: string,
): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set({ paymentStatus: to })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, from)))
    .returning({ id: orders.id });
  return updated.length > 0;
}
