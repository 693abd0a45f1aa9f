import { and, asc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { products } from '../../../db/schema/catalog.js';

// The back office's stock view of the catalogue (Inventario, Resumen's low stock).

export interface InventoryFilter {
  search?: string;
  /** low: quantity <= threshold; out: quantity = 0. */
  stock?: 'low' | 'out';
  threshold: number;
  limit: number;
  offset: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const inventoryFields = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  quantity: products.quantity,
  sold: products.sold,
  isActive: products.isActive,
};
export type InventoryRow = {
  id: number;
  sku: string;
  name: string;
  quantity: number;
  sold: number;
  isActive: boolean;
};

function inventoryWhere(f: Pick<InventoryFilter, 'search' | 'stock' | 'threshold'>) {
  const conditions: SQL[] = [];
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    conditions.push(
      or(
        sql`f_unaccent(lower(${products.name})) LIKE f_unaccent(lower(${like}))`,
        ilike(products.sku, like),
      )!,
    );
  }
  if (f.stock === 'low') conditions.push(lte(products.quantity, f.threshold));
  if (f.stock === 'out') conditions.push(eq(products.quantity, 0));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Products with their stock, the scarcest first, then by name. */
export async function selectInventoryPage(db: Db, f: InventoryFilter) {
  const where = inventoryWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select(inventoryFields)
      .from(products)
      .where(where)
      .orderBy(asc(products.quantity), asc(products.name), asc(products.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { rows: rows as InventoryRow[], count: total?.n ?? 0 };
}

export async function selectInventoryItem(db: Db, id: number): Promise<InventoryRow | null> {
  const [row] = await db.select(inventoryFields).from(products).where(eq(products.id, id));
  return row ?? null;
}

/** Products on sale (active) with quantity <= threshold, the scarcest first. */
export async function selectLowStock(db: Db, threshold: number, limit: number) {
  const where = and(eq(products.isActive, true), lte(products.quantity, threshold));
  const [rows, [total]] = await Promise.all([
    db
      .select(inventoryFields)
      .from(products)
      .where(where)
      .orderBy(asc(products.quantity), asc(products.name), asc(products.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { rows: rows as InventoryRow[], count: total?.n ?? 0 };
}
