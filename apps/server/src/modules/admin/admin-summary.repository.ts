import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema/orders.js';

// Resumen's figures, read from the orders (cancelled ones never count as sales).

/** An order's day in Ecuador (UTC-5 all year, no daylight saving), as YYYY-MM-DD. */
const ecuadorDay = sql<string>`to_char((${orders.dateIssued} AT TIME ZONE 'UTC') - interval '5 hours', 'YYYY-MM-DD')`;
const counted = ne(orders.status, 'cancelled');

/** Sales total and number of orders in [from, to). */
export async function selectSalesTotals(db: Db, from: Date, to: Date) {
  const [row] = await db
    .select({
      totalCents: sql<number>`coalesce(sum(${orders.amountCents}), 0)::bigint`,
      orders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(counted, gte(orders.dateIssued, from), lt(orders.dateIssued, to)));
  return { totalCents: Number(row?.totalCents ?? 0), orders: row?.orders ?? 0 };
}

/** Sales per Ecuador day in [from, to); days without sales are absent. */
export async function selectDailySales(db: Db, from: Date, to: Date) {
  const rows = await db
    .select({
      day: ecuadorDay,
      totalCents: sql<number>`sum(${orders.amountCents})::bigint`,
      orders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(counted, gte(orders.dateIssued, from), lt(orders.dateIssued, to)))
    .groupBy(ecuadorDay);
  return rows.map((r) => ({ day: r.day, totalCents: Number(r.totalCents), orders: r.orders }));
}

/** The products sold most (units) in [from, to), with the name of their latest sale. */
export async function selectBestSellers(db: Db, from: Date, to: Date, limit: number) {
  const units = sql<number>`sum(${orderItems.count})::int`;
  const amount = sql<number>`sum(${orderItems.priceCents} * ${orderItems.count})::bigint`;
  const rows = await db
    .select({
      productId: orderItems.productId,
      name: sql<string>`(array_agg(${orderItems.name} ORDER BY ${orderItems.id} DESC))[1]`,
      units,
      amountCents: amount,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(counted, gte(orders.dateIssued, from), lt(orders.dateIssued, to)))
    .groupBy(orderItems.productId)
    .orderBy(desc(units), desc(amount), asc(orderItems.productId))
    .limit(limit);
  return rows.map((r) => ({ ...r, amountCents: Number(r.amountCents) }));
}

const WAITING = ['not_processed', 'processed'];

/** Orders still to prepare, the oldest first, and how many there are. */
export async function selectWaitingOrders(db: Db, limit: number) {
  const where = inArray(orders.status, WAITING);
  // Written out: Drizzle leaves columns of a one-table query unqualified, which a subquery misreads.
  const itemCount = sql<number>`(SELECT coalesce(sum(oi.count), 0)::int FROM order_items oi WHERE oi.order_id = orders.id)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        transactionId: orders.transactionId,
        status: orders.status,
        dateIssued: orders.dateIssued,
        amountCents: orders.amountCents,
        itemCount,
      })
      .from(orders)
      .where(where)
      .orderBy(asc(orders.dateIssued), asc(orders.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
