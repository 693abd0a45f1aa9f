import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema/auth.js';
import { orders } from '../../../db/schema/orders.js';
import { stockMovements } from '../../../db/schema/stock.js';

export async function selectMovements(db: Db, productId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: stockMovements.id,
        change: stockMovements.change,
        reason: stockMovements.reason,
        quantityAfter: stockMovements.quantityAfter,
        by: users.email,
        note: stockMovements.note,
        transactionId: orders.transactionId,
        createdAt: stockMovements.createdAt,
      })
      .from(stockMovements)
      .leftJoin(users, eq(users.id, stockMovements.userId))
      .leftJoin(orders, eq(orders.id, stockMovements.orderId))
      .where(eq(stockMovements.productId, productId))
      .orderBy(desc(stockMovements.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(stockMovements)
      .where(eq(stockMovements.productId, productId)),
  ]);
  return { rows, count: total?.n ?? 0 };
}
