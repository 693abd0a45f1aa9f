import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { products } from '../../../db/schema/catalog.js';
import { stockMovements } from '../../../db/schema/stock.js';

/**
 * Locks the products' rows until the transaction ends, always in id order so two checkouts
 * sharing products cannot deadlock; answers the stock of each locked product.
 */
export async function selectStockForUpdate(
  tx: Db | Tx,
  ids: number[],
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: products.id, quantity: products.quantity })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r.quantity]));
}

/** Takes units out of stock and counts them as sold; answers the stock left, null if no product. */
export async function updateStockToSold(tx: Db | Tx, productId: number, count: number) {
  const [row] = await tx
    .update(products)
    .set({
      quantity: sql`${products.quantity} - ${count}`,
      sold: sql`${products.sold} + ${count}`,
    })
    .where(eq(products.id, productId))
    .returning({ quantity: products.quantity });
  return row?.quantity ?? null;
}

/** Puts sold units back on the shelf; answers the stock after, null if no product. */
export async function updateSoldToStock(tx: Db | Tx, productId: number, count: number) {
  const [row] = await tx
    .update(products)
    .set({
      quantity: sql`${products.quantity} + ${count}`,
      sold: sql`greatest(${products.sold} - ${count}, 0)`,
    })
    .where(eq(products.id, productId))
    .returning({ quantity: products.quantity });
  return row?.quantity ?? null;
}

/**
 * Adds (or takes, when negative) units in one conditional statement, which waits for a checkout
 * holding the row and re-reads it: no update is lost and stock never goes below zero. Answers the
 * stock after, or null when the product does not exist or the stock would go negative.
 */
export async function updateStockIfEnough(tx: Db | Tx, productId: number, change: number) {
  const [row] = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${change}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), gte(products.quantity, -change)))
    .returning({ quantity: products.quantity });
  return row?.quantity ?? null;
}

export async function selectStock(tx: Db | Tx, productId: number): Promise<number | null> {
  const [row] = await tx
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.quantity ?? null;
}

export type NewStockMovement = typeof stockMovements.$inferInsert;

export async function insertStockMovement(tx: Db | Tx, movement: NewStockMovement) {
  const [row] = await tx.insert(stockMovements).values(movement).returning();
  return row!;
}

export async function updateMovementsOrder(tx: Db | Tx, ids: number[], orderId: number) {
  await tx.update(stockMovements).set({ orderId }).where(inArray(stockMovements.id, ids));
}
