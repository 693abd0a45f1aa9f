import { and, eq } from 'drizzle-orm';
import { type Db, type Tx, queryRows, sql } from '../../db/client.js';
import { orderRefunds } from '../../db/schema/orders.js';

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/**
 * Records a refund claim, leased for `leaseSeconds` to the request making it; a refused earlier
 * claim of the order is replaced (a new key). False when the order already has a live one.
 */
export async function upsertRefundClaim(
  tx: Db | Tx,
  row: {
    orderId: number;
    idempotencyKey: string;
    staffId: number;
    staffEmail: string;
    reason: string;
  },
  leaseSeconds: number,
): Promise<boolean> {
  const fresh = {
    ...row,
    status: 'pending',
    attempts: 1,
    lastError: null,
    claimedAt: sql`now()`,
    nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
  };
  const saved = await tx
    .insert(orderRefunds)
    .values(fresh)
    .onConflictDoUpdate({
      target: orderRefunds.orderId,
      set: fresh,
      setWhere: eq(orderRefunds.status, 'refused'),
    })
    .returning({ orderId: orderRefunds.orderId });
  return saved.length > 0;
}

export async function selectRefund(
  db: Db | Tx,
  orderId: number,
): Promise<OrderRefundRow | undefined> {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  return row;
}

/**
 * Claims up to `limit` pending refunds due by `dueBy` (their request's lease is over; null: every
 * pending one): each attempt is counted and the row leased again, so another process (SKIP
 * LOCKED) does not take it meanwhile.
 */
export async function claimDueRefundRows(
  db: Db,
  dueBy: Date | null,
  leaseSeconds: number,
  limit: number,
): Promise<OrderRefundRow[]> {
  const rows = await queryRows<{ order_id: number }>(
    db,
    sql`UPDATE order_refunds
        SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
        WHERE order_id IN (
          SELECT order_id FROM order_refunds
          WHERE status = 'pending' AND next_attempt_at <= ${dueBy?.toISOString() ?? 'infinity'}::timestamptz
          ORDER BY next_attempt_at, order_id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING order_id`,
  );
  const claimed: OrderRefundRow[] = [];
  for (const { order_id } of rows) {
    const row = await selectRefund(db, order_id);
    if (row) claimed.push(row);
  }
  return claimed;
}

/** A pending refund's provider was unreachable: tried again after `retryInSeconds`. */
export async function updateRefundRetry(
  db: Db,
  orderId: number,
  error: string,
  retryInSeconds: number,
): Promise<void> {
  await db
    .update(orderRefunds)
    .set({ lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` })
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'pending')));
}

/** Closes a pending refund once: done or refused. False when it was no longer pending. */
export async function updateRefundClosed(
  tx: Db | Tx,
  orderId: number,
  status: 'done' | 'refused',
  error: string | null,
): Promise<boolean> {
  const closed = await tx
    .update(orderRefunds)
    .set({ status, lastError: error })
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'pending')))
    .returning({ orderId: orderRefunds.orderId });
  return closed.length > 0;
}
