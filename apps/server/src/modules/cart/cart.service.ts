import {
  CART_ERRORS,
  CART_MAX_COUNT,
  type CartLine as CartLineDto,
  cartMaxPerOrderMessage,
  type CartTotalResponse,
  centsToNumber,
  ivaTotalsOf,
} from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { listProductsByIds, productThumbnailPath } from '../catalog/catalog.service.js';
import {
  type CartLineRow,
  countCartLines,
  deleteAllLines,
  deleteLine,
  hasLine,
  insertLineIfInStock,
  lockCartCounts,
  mergeLine,
  selectCartLineRefs,
  selectCartLines,
  selectMaxPerOrder,
  selectProductStock,
  updateLineIfInStock,
} from './cart.repository.js';

/** A cart line with its product's data in cents, for the checkout. */
export interface CartLine extends CartLineRow {
  /** The product's `get_thumbnail`, as the API sends it. */
  thumbnail: string;
}

/**
 * The user's lines with product data in cents, in the order they were added. The products are
 * read once, in the lines' join; the thumbnail path is the catalogue's rule.
 */
export async function getCartLines(db: Db, userId: number): Promise<CartLine[]> {
  const rows = await selectCartLines(db, userId);
  return rows.map((row) => ({ ...row, thumbnail: productThumbnailPath(row.product.thumbnail) }));
}

/** The cart as API.md sends it: the lines, then their products read once by the catalogue. */
export async function listCart(db: Db, userId: number): Promise<CartLineDto[]> {
  const lines = await selectCartLineRefs(db, userId);
  const products = await listProductsByIds(db, [...new Set(lines.map((l) => l.productId))]);
  const byId = new Map(products.map((p) => [p.id, p]));
  return lines.flatMap((line) => {
    const product = byId.get(line.productId);
    return product ? [{ id: line.id, count: line.count, product }] : [];
  });
}

/** Sums of price x count and compare price x count, as numbers, and the IVA per rate. */
export async function getCartTotals(db: Db, userId: number): Promise<CartTotalResponse> {
  let cost = 0;
  let compare = 0;
  const lines = await selectCartLines(db, userId);
  for (const line of lines) {
    cost += line.product.priceCents * line.count;
    compare += line.product.comparePriceCents * line.count;
  }
  const iva = ivaTotalsOf({
    lines: lines.map((l) => ({
      grossCents: l.product.priceCents * l.count,
      ivaRate: l.product.ivaRate,
    })),
    discountCents: 0,
    shippingCents: 0,
  });
  return { total_cost: centsToNumber(cost), total_compare_cost: centsToNumber(compare), iva };
}

/** The number of distinct lines. */
export function countCartItems(db: Db, userId: number): Promise<number> {
  return countCartLines(db, userId);
}

/** Adds one unit of a product in stock that is not in the cart yet. */
export async function addCartItem(db: Db, userId: number, productId: number): Promise<void> {
  if (await insertLineIfInStock(db, userId, productId)) return;
  const stock = await selectProductStock(db, productId);
  if (stock === null) throw AppError.of('not_found', CART_ERRORS.productNotFound);
  if (await hasLine(db, userId, productId))
    throw AppError.of('already_in_cart', CART_ERRORS.alreadyInCart);
  throw AppError.of('out_of_stock', CART_ERRORS.notEnoughStock);
}

/**
 * Sets a line's count (1..CART_MAX_COUNT, validated by the contract) when the stock covers it and
 * it is within the product's maximum per order (ADR 082; a 400 on `count` in Spanish).
 */
export async function updateCartItem(
  db: Db,
  userId: number,
  productId: number,
  count: number,
): Promise<void> {
  const max = await selectMaxPerOrder(db, productId);
  if (max !== null && count > max) throw AppError.field('count', cartMaxPerOrderMessage(max));
  if (await updateLineIfInStock(db, userId, productId, count)) return;
  if (!(await hasLine(db, userId, productId)))
    throw AppError.of('not_found', CART_ERRORS.notInCart);
  throw AppError.of('out_of_stock', CART_ERRORS.notEnoughStock);
}

export async function removeCartItem(db: Db, userId: number, productId: number): Promise<void> {
  if (!(await deleteLine(db, userId, productId)))
    throw AppError.of('not_found', CART_ERRORS.notInCart);
}

/**
 * The cart's products and counts, read again and locked inside the checkout's transaction, so
 * the order is made from the cart that was priced and charged.
 */
export function lockCartForCheckout(tx: Db | Tx, userId: number) {
  return lockCartCounts(tx, userId);
}

/** Removes every line; also used by the checkout inside the order's transaction. */
export async function emptyCart(db: Db | Tx, userId: number): Promise<void> {
  await deleteAllLines(db, userId);
}

/**
 * Merges a guest cart after sign-in: for each product, the server count plus the guest count,
 * capped at the stock, the product's maximum per order (ADR 082) and CART_MAX_COUNT (ADR 072). Unknown products and products without stock are skipped.
 */
export async function syncGuestCart(
  db: Db,
  userId: number,
  guestLines: { product_id: number; count: number }[],
): Promise<void> {
  const counts = new Map<number, number>();
  for (const line of guestLines) {
    counts.set(line.product_id, (counts.get(line.product_id) ?? 0) + line.count);
  }
  const ordered = [...counts].sort(([a], [b]) => a - b);
  await db.transaction(async (tx) => {
    for (const [productId, count] of ordered) {
      await mergeLine(
        tx,
        userId,
        { productId, count: Math.min(count, CART_MAX_COUNT) },
        CART_MAX_COUNT,
      );
    }
  });
}
