import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { products, stockMovements } from '../../db/schema/index.js';

// Stock belongs to the catalogue; the checkout moves it only through these calls, in its transaction.

/**
 * Locks the products' rows until the transaction ends, always in id order so two checkouts
 * sharing products cannot deadlock; answers the stock of each locked product.
 */
export async function lockProductStock(tx: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: products.id, quantity: products.quantity })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r.quantity]));
}

export type StockReason = 'compra' | 'ajuste' | 'devolución' | 'merma' | 'venta' | 'cancelación';

export interface StockMovementInput {
  productId: number;
  change: number;
  reason: StockReason;
  quantityAfter: number;
  userId?: number | null;
  orderId?: number | null;
}

/** Every stock movement is kept (sales included), in the transaction that made it. */
async function recordMovement(tx: Db | Tx, movement: StockMovementInput) {
  const [row] = await tx.insert(stockMovements).values(movement).returning();
  return row!;
}

/** Takes units out of stock and counts them as sold (a "venta" movement). */
export async function moveStockToSold(tx: Db | Tx, productId: number, count: number) {
  const [row] = await tx
    .update(products)
    .set({
      quantity: sql`${products.quantity} - ${count}`,
      sold: sql`${products.sold} + ${count}`,
    })
    .where(eq(products.id, productId))
    .returning({ quantity: products.quantity });
  if (row)
    await recordMovement(tx, {
      productId,
      change: -count,
      reason: 'venta',
      quantityAfter: row.quantity,
    });
}

/** Puts the units of a cancelled sale back on the shelf (a "cancelación" movement). */
export async function returnSoldStock(
  tx: Db | Tx,
  productId: number,
  count: number,
  by: { userId: number; orderId: number },
) {
  const [row] = await tx
    .update(products)
    .set({
      quantity: sql`${products.quantity} + ${count}`,
      sold: sql`greatest(${products.sold} - ${count}, 0)`,
    })
    .where(eq(products.id, productId))
    .returning({ quantity: products.quantity });
  if (row)
    await recordMovement(tx, {
      productId,
      change: count,
      reason: 'cancelación',
      quantityAfter: row.quantity,
      ...by,
    });
}

/**
 * Adds (or takes, when negative) units by hand. One conditional statement: it waits for a
 * checkout holding the row and re-reads it, so no update is lost and stock never goes below zero.
 * Answers the movement, or null when the product does not exist or the stock would go negative
 * (then `stock` is the current quantity, if the product exists).
 */
export async function adjustStock(
  tx: Db | Tx,
  input: { productId: number; change: number; reason: StockReason; userId: number },
) {
  const [row] = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${input.change}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, input.productId), gte(products.quantity, -input.change)))
    .returning({ quantity: products.quantity });
  if (!row) {
    const [current] = await tx
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, input.productId));
    return { movement: null, stock: current?.quantity ?? null };
  }
  const movement = await recordMovement(tx, { ...input, quantityAfter: row.quantity });
  return { movement, stock: row.quantity };
}
