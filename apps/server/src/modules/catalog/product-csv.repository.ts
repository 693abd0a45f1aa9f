import { asc, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { brands, categories, products } from '../../db/schema/catalog.js';
import { stockMovements } from '../../db/schema/stock.js';

// The products' CSV export and import (issue 11): bulk reads and writes, in chunks that keep
// every statement well under PostgreSQL's 65,535 parameters.

const CHUNK = 500;

const chunks = <T>(items: T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Every product with its brand and category id, by SKU (the export). */
export function selectProductsForExport(db: Db) {
  return db
    .select({
      sku: products.sku,
      name: products.name,
      brandId: products.brandId,
      categoryId: products.categoryId,
      priceCents: products.priceCents,
      comparePriceCents: products.comparePriceCents,
      ivaRate: products.ivaRate,
      quantity: products.quantity,
      isActive: products.isActive,
      description: products.description,
    })
    .from(products)
    .orderBy(asc(products.sku));
}

export function selectAllBrands(db: Db | Tx) {
  return db.select({ id: brands.id, name: brands.name }).from(brands);
}

export function selectAllCategories(db: Db | Tx) {
  return db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories);
}

const existingColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  brandId: products.brandId,
  categoryId: products.categoryId,
  priceCents: products.priceCents,
  comparePriceCents: products.comparePriceCents,
  ivaRate: products.ivaRate,
  quantity: products.quantity,
  isActive: products.isActive,
  description: products.description,
};

/**
 * The products these SKUs name. With `lock` (the apply) their rows stay locked until the
 * transaction ends, taken in id order like checkout does, so no sale's stock change is lost.
 */
const bySku = (db: Db | Tx, skus: string[]) =>
  db.select(existingColumns).from(products).where(inArray(products.sku, skus)).orderBy(asc(products.id));

export type ExistingCsvProduct = Awaited<ReturnType<typeof bySku>>[number];

export async function selectProductsBySku(
  db: Db | Tx,
  skus: string[],
  lock: boolean,
): Promise<ExistingCsvProduct[]> {
  const out: ExistingCsvProduct[] = [];
  for (const part of chunks(skus, 5000))
    out.push(...(lock ? await bySku(db, part).for('update') : await bySku(db, part)));
  return out;
}

export async function selectAllSlugs(db: Db | Tx): Promise<Set<string>> {
  const rows = await db.select({ slug: products.slug }).from(products);
  return new Set(rows.map((r) => r.slug));
}

export type CsvNewProduct = Omit<typeof products.$inferInsert, 'id'>;

/** Inserts the new products; answers id and quantity by SKU. */
export async function insertCsvProducts(tx: Db | Tx, rows: CsvNewProduct[]) {
  const out: { id: number; sku: string; quantity: number }[] = [];
  for (const part of chunks(rows)) {
    out.push(
      ...(await tx
        .insert(products)
        .values(part)
        .returning({ id: products.id, sku: products.sku, quantity: products.quantity })),
    );
  }
  return out;
}

export interface CsvProductUpdate {
  id: number;
  name: string;
  brandId: number;
  categoryId: number;
  priceCents: number;
  comparePriceCents: number;
  ivaRate: number;
  quantity: number;
  isActive: boolean;
  description: string;
  searchText: string;
}

/** Updates many products in a few statements (UPDATE ... FROM (VALUES ...)). */
export async function updateCsvProducts(tx: Db | Tx, rows: CsvProductUpdate[]) {
  for (const part of chunks(rows)) {
    const values = sql.join(
      part.map(
        (r) =>
          sql`(${r.id}::int, ${r.name}::text, ${r.brandId}::int, ${r.categoryId}::int, ${r.priceCents}::int, ${r.comparePriceCents}::int, ${r.ivaRate}::smallint, ${r.quantity}::int, ${r.isActive}::boolean, ${r.description}::text, ${r.searchText}::text)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE ${products} AS p SET
        name = v.name, brand_id = v.brand_id, category_id = v.category_id,
        price_cents = v.price_cents, compare_price_cents = v.compare_price_cents,
        iva_rate = v.iva_rate, quantity = v.quantity, is_active = v.is_active,
        description = v.description, search_text = v.search_text, updated_at = now()
      FROM (VALUES ${values}) AS v(id, name, brand_id, category_id, price_cents,
        compare_price_cents, iva_rate, quantity, is_active, description, search_text)
      WHERE p.id = v.id`);
  }
}

/** The stock ledger's rows of an import ('ajuste' movements). */
export async function insertCsvStockMovements(
  tx: Db | Tx,
  rows: { productId: number; change: number; quantityAfter: number; userId: number | null }[],
) {
  for (const part of chunks(rows))
    await tx.insert(stockMovements).values(part.map((r) => ({ ...r, reason: 'ajuste' })));
}
