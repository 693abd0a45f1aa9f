import type { Db, Tx } from '../../db/client.js';
import { selectStockForUpdate, updateStockToSold } from './stock.repository.js';

// Stock belongs to the catalogue; the checkout moves it only through these calls, in its transaction.

/**
 * Locks the products' rows until the transaction ends, always in id order so two checkouts
 * sharing products cannot deadlock; answers the stock of each locked product.
 */
export function lockProductStock(tx: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  return selectStockForUpdate(tx, ids);
}

/** Takes units out of stock and counts them as sold. */
export async function moveStockToSold(tx: Db | Tx, productId: number, count: number) {
  await updateStockToSold(tx, productId, count);
}
