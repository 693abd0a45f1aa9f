import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, type Tx } from '../../db/client.js';
import { wishlistItems } from '../../db/schema/wishlist.js';

export interface WishlistRow {
  id: number;
  productId: number;
}

/** The user's items, in the order they were added. */
export function selectWishlist(db: Db | Tx, userId: number): Promise<WishlistRow[]> {
  return db
    .select({ id: wishlistItems.id, productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
}

export async function countWishlist(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  return row?.n ?? 0;
}

/** Adds the product; false when it was there already. */
export async function insertItem(db: Db | Tx, userId: number, productId: number) {
  const rows = await db
    .insert(wishlistItems)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}

/** Removes the product; false when it was not there. */
export async function deleteItem(db: Db | Tx, userId: number, productId: number) {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}
