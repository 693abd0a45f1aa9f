import { asc, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { brands, categories, products } from '../../../db/schema/catalog.js';
import { stockMovements } from '../../../db/schema/stock.js';

// The products' CSV export and import (issue 11): bulk reads and writes, in chunks that keep
// every statement well under PostgreSQL's 65,535 parameters.

const CHUNK = 500;

const chunks = <T>(items: T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Every product with its brand and category id, by SKU (the export). */
/** A product's columns the CSV reads and writes. */
const csvColumns = {
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
  maxPerOrder: products.maxPerOrder,
};

/** Every product with its brand and category id, by SKU (the export). */
export function selectProductsForExport(db: Db) {
  return db.select(csvColumns).from(products).orderBy(asc(products.sku));
}

export function selectAllBrands(db: Db | Tx) {
  return db.select({ id: brands.id, name: brands.name }).from(brands);
}

export function selectAllCategories(db: Db | Tx) {
  return db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories);
}

const existingColumns = { id: products.id, ...csvColumns };

/**
 * The products these SKUs name. With `lock` (the apply) their rows stay locked until the
 * transaction ends, taken in id order like checkout does, so no sale's stock change is lost.
 */
const bySku = (db: Db | Tx, skus: string[]) =>
  db
    .select(existingColumns)
    .from(products)
    .where(inArray(products.sku, skus))
    .orderBy(asc(products.id));

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

/** The fields an import sets on a product (besides its SKU, slug, images and search text). */
export interface CsvProductFields {
  name: string;
  brandId: number;
  categoryId: number;
  priceCents: number;
  comparePriceCents: number;
  ivaRate: number;
  quantity: number;
  isActive: boolean;
  description: string;
  /** Most units one order may take; null: no limit (ADR 082). */
  maxPerOrder: number | null;
}

export interface CsvNewProduct extends CsvProductFields {
  sku: string;
  slug: string;
  photo: string;
  thumbnail: string;
  searchText: string;
}

// Rows travel as ONE jsonb parameter read by jsonb_to_recordset: a single statement per chunk,
// cheap to build and to parse on either engine (5,000 rows import in a few seconds on PGlite).
const json = (rows: object[]) => JSON.stringify(rows);

/** Inserts the new products (an empty SKU gets the shop's next code); answers id, SKU, quantity. */
export async function insertCsvProducts(tx: Db | Tx, rows: CsvNewProduct[]) {
  const out: { id: number; sku: string; quantity: number }[] = [];
  for (const part of chunks(rows, 2500)) {
    const result = await tx.execute(sql`
      INSERT INTO ${products} (sku, slug, name, brand_id, category_id, price_cents,
        compare_price_cents, iva_rate, quantity, is_active, description, photo, thumbnail, search_text,
        max_per_order)
      SELECT coalesce(nullif(r."sku", ''), product_sku(nextval('product_sku_seq'))), r."slug", r."name", r."brandId", r."categoryId", r."priceCents",
        r."comparePriceCents", r."ivaRate", r."quantity", r."isActive", r."description", r."photo",
        r."thumbnail", r."searchText", r."maxPerOrder"
      FROM jsonb_to_recordset(${json(part)}::jsonb) AS r("sku" text, "slug" text, "name" text,
        "brandId" int, "categoryId" int, "priceCents" int, "comparePriceCents" int, "ivaRate" smallint,
        "quantity" int, "isActive" boolean, "description" text, "photo" text, "thumbnail" text,
        "searchText" text, "maxPerOrder" int)
      RETURNING id, sku, quantity`);
    out.push(
      ...(result as unknown as { rows: { id: number; sku: string; quantity: number }[] }).rows,
    );
  }
  return out;
}

export interface CsvProductUpdate extends CsvProductFields {
  id: number;
  searchText: string;
}

/** Updates many products in one statement per chunk. */
export async function updateCsvProducts(tx: Db | Tx, rows: CsvProductUpdate[]) {
  for (const part of chunks(rows, 2500)) {
    await tx.execute(sql`
      UPDATE ${products} AS p SET
        name = r."name", brand_id = r."brandId", category_id = r."categoryId",
        price_cents = r."priceCents", compare_price_cents = r."comparePriceCents",
        iva_rate = r."ivaRate", quantity = r."quantity", is_active = r."isActive",
        description = r."description", search_text = r."searchText",
        max_per_order = r."maxPerOrder", updated_at = now()
      FROM jsonb_to_recordset(${json(part)}::jsonb) AS r("id" int, "name" text, "brandId" int,
        "categoryId" int, "priceCents" int, "comparePriceCents" int, "ivaRate" smallint,
        "quantity" int, "isActive" boolean, "description" text, "searchText" text,
        "maxPerOrder" int)
      WHERE p.id = r."id"`);
  }
}

/** The stock ledger's rows of an import ('ajuste' movements). */
export async function insertCsvStockMovements(
  tx: Db | Tx,
  rows: { productId: number; change: number; quantityAfter: number; userId: number | null }[],
) {
  for (const part of chunks(rows, 5000))
    await tx.execute(sql`
      INSERT INTO ${stockMovements} (product_id, change, reason, quantity_after, user_id)
      SELECT r."productId", r."change", 'ajuste', r."quantityAfter", r."userId"
      FROM jsonb_to_recordset(${json(part)}::jsonb) AS r("productId" int, "change" int,
        "quantityAfter" int, "userId" int)`);
}
