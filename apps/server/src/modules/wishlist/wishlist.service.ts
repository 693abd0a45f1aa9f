import { WISHLIST_ERRORS, type WishlistItem } from '@shop/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { listProductsByIds } from '../catalog/catalog.service.js';
import { countWishlist, deleteItem, insertItem, selectWishlist } from './wishlist.repository.js';

const MAX_ID = 2147483647;

/**
 * The family reads `int(data['product_id'])`: an integer or a string of digits; anything else is
 * its 404 "Product ID must be an integer".
 */
export function parseProductId(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_ID)
    throw AppError.of('not_found', WISHLIST_ERRORS.badProductId);
  return n;
}

async function productExists(db: Db, productId: number): Promise<boolean> {
  return (await listProductsByIds(db, [productId])).length > 0;
}

/** The list with each product as the catalogue sends it (products gone from the shop left out). */
export async function listWishlist(db: Db, userId: number): Promise<WishlistItem[]> {
  const rows = await selectWishlist(db, userId);
  const products = await listProductsByIds(
    db,
    rows.map((r) => r.productId),
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  return rows.flatMap((r) => {
    const product = byId.get(r.productId);
    return product ? [{ id: r.id, product }] : [];
  });
}

export function countWishlistItems(db: Db, userId: number): Promise<number> {
  return countWishlist(db, userId);
}

export async function addWishlistItem(db: Db, userId: number, productId: number): Promise<void> {
  if (!(await productExists(db, productId)))
    throw AppError.of('not_found', WISHLIST_ERRORS.productNotFound);
  if (!(await insertItem(db, userId, productId)))
    throw AppError.of('already_in_wishlist', WISHLIST_ERRORS.alreadyInWishlist);
}

export async function removeWishlistItem(db: Db, userId: number, productId: number): Promise<void> {
  if (!(await productExists(db, productId)))
    throw AppError.of('not_found', WISHLIST_ERRORS.removeProductNotFound);
  if (!(await deleteItem(db, userId, productId)))
    throw AppError.of('not_found', WISHLIST_ERRORS.notInWishlist);
}

/** Merges a guest's hearts after sign-in: known products not in the list yet are added. */
export async function syncGuestWishlist(db: Db, userId: number, productIds: number[]) {
  const known = await listProductsByIds(db, [...new Set(productIds)]);
  await db.transaction(async (tx) => {
    for (const p of known.sort((a, b) => a.id - b.id)) await insertItem(tx, userId, p.id);
  });
}
