import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { type Db, type Tx, queryRows } from '../../db/client.js';
import { cartItems } from '../../db/schema/cart.js';
// Recorded exception (ADR 013): the cart's single-statement stock guards and its line listing
// read `products` (never write it), so a line is added only while stock covers it, atomically.
import { products } from '../../db/schema/catalog.js';

// The search text is the catalogue's business and heavy; a cart line never needs it.
const { searchText: _text, ...productColumns } = getTableColumns(products);

export type CartProductRow = Omit<typeof products.$inferSelect, 'searchText'>;
export interface CartLineRow {
  id: number;
  count: number;
  product: CartProductRow;
}

/** The user's lines with their products, in the order they were added. */
export async function selectCartLines(db: Db | Tx, userId: number): Promise<CartLineRow[]> {
  return db
    .select({ id: cartItems.id, count: cartItems.count, product: productColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** The user's lines without their products (the catalogue sends those), in the order added. */
export async function selectCartLineRefs(
  db: Db | Tx,
  userId: number,
): Promise<{ id: number; count: number; productId: number }[]> {
  return db
    .select({ id: cartItems.id, count: cartItems.count, productId: cartItems.productId })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** The user's lines (product and count only), locked until the caller's transaction ends. */
export async function lockCartCounts(
  tx: Db | Tx,
  userId: number,
): Promise<{ productId: number; count: number }[]> {
  return tx
    .select({ productId: cartItems.productId, count: cartItems.count })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.productId))
    .for('update');
}

export async function countCartLines(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** Adds one unit if the product has stock and is not in the cart yet; true when added. */
export async function insertLineIfInStock(
  db: Db | Tx,
  userId: number,
  productId: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO cart_items (user_id, product_id, count)
        SELECT ${userId}, p.id, 1 FROM products p WHERE p.id = ${productId} AND p.quantity >= 1
        ON CONFLICT (user_id, product_id) DO NOTHING
        RETURNING id`,
  );
  return rows.length > 0;
}

/** Sets the count when the line exists and the stock covers it, in one statement; true when set. */
export async function updateLineIfInStock(
  db: Db | Tx,
  userId: number,
  productId: number,
  count: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE cart_items c SET count = ${count}
        FROM products p
        WHERE c.user_id = ${userId} AND c.product_id = ${productId}
          AND p.id = c.product_id AND p.quantity >= ${count}
        RETURNING c.id`,
  );
  return rows.length > 0;
}

/**
 * Merges a guest line: the server count plus the guest count, capped at the stock, at the
 * product's maximum per order (ADR 082) and at `max`.
 * Unknown products and products without stock are skipped.
 */
export async function mergeLine(
  db: Db | Tx,
  userId: number,
  line: { productId: number; count: number },
  max: number,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO cart_items (user_id, product_id, count)
        SELECT ${userId}, p.id,
          LEAST(${line.count}::int, p.quantity, ${max}::int, coalesce(p.max_per_order, ${max}::int))
        FROM products p WHERE p.id = ${line.productId} AND p.quantity > 0
        ON CONFLICT (user_id, product_id) DO UPDATE SET count = LEAST(
          cart_items.count + ${line.count}::int,
          (SELECT LEAST(quantity, coalesce(max_per_order, ${max}::int))
             FROM products WHERE id = ${line.productId}),
          ${max}::int)`,
  );
}

export async function deleteLine(db: Db | Tx, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteAllLines(db: Db | Tx, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

export async function hasLine(db: Db | Tx, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return Boolean(row);
}

/** Staff's maximum units per order of a product (ADR 082); null: none set or no such product. */
export async function selectMaxPerOrder(db: Db | Tx, productId: number): Promise<number | null> {
  const [row] = await db
    .select({ max: products.maxPerOrder })
    .from(products)
    .where(eq(products.id, productId));
  return row?.max ?? null;
}

export async function selectProductStock(db: Db | Tx, productId: number): Promise<number | null> {
  const [row] = await db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  return row ? row.quantity : null;
}
