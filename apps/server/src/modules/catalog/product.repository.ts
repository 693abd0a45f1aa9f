import { and, asc, desc, eq, gt, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { SortKey, SortOrder } from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { brands, productImages, products } from '../../db/schema/catalog.js';
import { familyIds, subtreeIds } from './category.repository.js';
import type { ProductRow } from './product-dto.js';

/** The columns every product answer needs; the heavy search columns stay in the table. */
export const productFields = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  sku: products.sku,
  ivaRate: products.ivaRate,
  brand: brands.name,
  categoryId: products.categoryId,
  description: products.description,
  priceCents: products.priceCents,
  comparePriceCents: products.comparePriceCents,
  quantity: products.quantity,
  sold: products.sold,
  photo: products.photo,
  thumbnail: products.thumbnail,
  dateCreated: products.dateCreated,
  maxPerOrder: products.maxPerOrder,
};

/** The same columns in raw SQL, for queries written by hand (products joined to brands). */
export const PRODUCT_COLUMNS_SQL = sql`products.id, products.name, products.slug, products.sku, products.iva_rate AS "ivaRate",
  brands.name AS brand, products.category_id AS "categoryId", products.description,
  products.price_cents AS "priceCents", products.compare_price_cents AS "comparePriceCents",
  products.quantity, products.sold, products.photo, products.thumbnail,
  products.date_created AS "dateCreated", products.max_per_order AS "maxPerOrder"`;

export function selectProductRows(db: Db | Tx) {
  return db.select(productFields).from(products).innerJoin(brands, eq(brands.id, products.brandId));
}

export interface ProductFilter {
  /** 0 or undefined = every category; a parent includes its sub-categories. */
  categoryId?: number;
  minCents?: number | null;
  maxCents?: number | null;
  /** Brand names (case-blind); empty or undefined = every brand. */
  brandNames?: string[];
  /** Only products with stock. */
  inStock?: boolean;
}

/** Hidden products (`is_active` false) leave lists, search, suggest, related and detail. */
export const isVisible = eq(products.isActive, true);

/** The shop's products matching the filter (hidden ones never match). */
export function filterCondition(filter: ProductFilter): SQL | undefined {
  return and(
    isVisible,
    filter.categoryId ? inArray(products.categoryId, subtreeIds(filter.categoryId)) : undefined,
    filter.minCents != null ? gte(products.priceCents, filter.minCents) : undefined,
    filter.maxCents != null ? lt(products.priceCents, filter.maxCents) : undefined,
    filter.brandNames?.length
      ? inArray(
          products.brandId,
          sql`(SELECT ${brands.id} FROM ${brands} WHERE lower(${brands.name}) IN (${sql.join(
            filter.brandNames.map((n) => sql`${n.toLowerCase()}`),
            sql`, `,
          )}))`,
        )
      : undefined,
    filter.inStock ? gt(products.quantity, 0) : undefined,
  );
}

/** Brands that have at least one visible product, by name. */
export function selectListedBrands(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .selectDistinct({ id: brands.id, name: brands.name })
    .from(brands)
    .innerJoin(products, and(eq(products.brandId, brands.id), isVisible))
    .orderBy(asc(brands.name), asc(brands.id));
}

/** Name order is accent- and case-blind and byte-wise, so every server sorts alike. */
const nameKey = sql`f_unaccent(lower(${products.name})) COLLATE "C"`;

export const SORT_COLUMNS: Record<SortKey, SQL> = {
  date_created: sql`${products.dateCreated}`,
  created: sql`${products.dateCreated}`,
  price: sql`${products.priceCents}`,
  sold: sql`${products.sold}`,
  name: nameKey,
  title: nameKey,
};

/** The sort and the id as tie-breaker, so pages never overlap. */
export function sortOrder(sort: SortKey, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [direction(SORT_COLUMNS[sort]), direction(products.id)];
}

export interface PageQuery {
  filter: ProductFilter;
  sort: SortKey;
  order: SortOrder;
  limit: number;
  offset: number;
}

/** One page of products and the number of all matches. */
export async function selectProductPage(
  db: Db,
  q: PageQuery,
): Promise<{ rows: ProductRow[]; count: number }> {
  const where = filterCondition(q.filter);
  const [rows, counted] = await Promise.all([
    selectProductRows(db)
      .where(where)
      .orderBy(...sortOrder(q.sort, q.order))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { rows, count: counted[0]?.count ?? 0 };
}

/** A product's further images in order (position, then id). */
export async function selectProductImages(
  db: Db | Tx,
  productId: number,
): Promise<{ photo: string; thumbnail: string }[]> {
  return db
    .select({ photo: productImages.photo, thumbnail: productImages.thumbnail })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

/** A product the shop shows (a hidden one is not found). */
export async function selectProductById(db: Db | Tx, id: number): Promise<ProductRow | null> {
  const rows = await selectProductRows(db)
    .where(and(eq(products.id, id), isVisible))
    .limit(1);
  return rows[0] ?? null;
}

/** Products by id, hidden ones included: carts and old orders still show what they hold. */
export async function selectProductsByIds(db: Db | Tx, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return selectProductRows(db).where(inArray(products.id, ids));
}

/** Up to `limit` others of the same category family: in stock first, then best sellers. */
export async function selectRelatedRows(
  db: Db | Tx,
  product: { id: number; categoryId: number },
  limit: number,
): Promise<ProductRow[]> {
  return selectProductRows(db)
    .where(
      and(
        ne(products.id, product.id),
        isVisible,
        inArray(products.categoryId, familyIds(product.categoryId)),
      ),
    )
    .orderBy(desc(sql`${products.quantity} > 0`), desc(products.sold), desc(products.id))
    .limit(limit);
}

export async function selectBrandsByIds(
  db: Db | Tx,
  ids: number[],
): Promise<(typeof brands.$inferSelect)[]> {
  if (ids.length === 0) return [];
  return db.select().from(brands).where(inArray(brands.id, ids));
}

/** Inserts complete product rows (see product-writer.ts for the one safe way to build them). */
export async function insertProductRows(
  db: Db | Tx,
  rows: (typeof products.$inferInsert)[],
): Promise<number[]> {
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });
  return inserted.map((r) => r.id);
}
