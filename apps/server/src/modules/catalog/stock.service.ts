import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';

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

/** Takes units out of stock and counts them as sold. */
export async function moveStockToSold(tx: Db | Tx, productId: number, count: number) {
  await tx
    .update(products)
    .set({
      quantity: sql`${products.quantity} - ${count}`,
      sold: sql`${products.sold} + ${count}`,
    })
    .where(eq(products.id, productId));
}
