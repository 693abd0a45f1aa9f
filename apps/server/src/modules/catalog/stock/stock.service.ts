import type { Db, Tx } from '../../../db/client.js';
import {
  insertStockMovement,
  selectStock,
  selectStockForUpdate,
  updateSoldToStock,
  updateStockIfEnough,
  updateMovementsOrder,
  updateStockToSold,
} from './stock.repository.js';

// Stock belongs to the catalogue; checkout and the back office move it only through these calls,
// in their transaction, and every movement (sales included) is kept.

export type StockReason = 'compra' | 'ajuste' | 'devolución' | 'merma' | 'venta' | 'cancelación';

/**
 * Locks the products' rows until the transaction ends, always in id order so two checkouts
 * sharing products cannot deadlock; answers the stock of each locked product.
 */
export function lockProductStock(tx: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  return selectStockForUpdate(tx, ids);
}

/**
 * Takes units out of stock and counts them as sold (a "venta" movement); answers the movement's
 * id, for linkSaleMovements once the order exists.
 */
export async function moveStockToSold(
  tx: Db | Tx,
  productId: number,
  count: number,
): Promise<number | null> {
  const quantityAfter = await updateStockToSold(tx, productId, count);
  if (quantityAfter === null) return null;
  const movement = await insertStockMovement(tx, {
    productId,
    change: -count,
    reason: 'venta',
    quantityAfter,
  });
  return movement.id;
}

/** Points the sale's "venta" movements at its order (taken before the order row exists). */
export async function linkSaleMovements(tx: Db | Tx, movementIds: number[], orderId: number) {
  if (movementIds.length > 0) await updateMovementsOrder(tx, movementIds, orderId);
}

/** Puts the units of a cancelled sale back on the shelf (a "cancelación" movement). */
export async function returnSoldStock(
  tx: Db | Tx,
  productId: number,
  count: number,
  by: { userId: number | null; orderId: number },
) {
  const quantityAfter = await updateSoldToStock(tx, productId, count);
  if (quantityAfter !== null)
    await insertStockMovement(tx, {
      productId,
      change: count,
      reason: 'cancelación',
      quantityAfter,
      ...by,
    });
}

/**
 * Adds (or takes, when negative) units by hand; no update is lost and stock never goes below
 * zero. Answers the movement, or null when the product does not exist or the stock would go
 * negative (then `stock` is the current quantity, if the product exists).
 */
export async function adjustStock(
  tx: Db | Tx,
  input: {
    productId: number;
    change: number;
    reason: StockReason;
    userId: number;
    note?: string | null;
  },
) {
  const quantityAfter = await updateStockIfEnough(tx, input.productId, input.change);
  if (quantityAfter === null)
    return { movement: null, stock: await selectStock(tx, input.productId) };
  const movement = await insertStockMovement(tx, { ...input, quantityAfter });
  return { movement, stock: quantityAfter };
}
