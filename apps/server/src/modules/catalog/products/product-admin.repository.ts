import { and, asc, desc, eq, gt, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { brands, categories, productImages, products } from '../../../db/schema/catalog.js';
import { subtreeIds } from '../category.repository.js';

// The back office's reads and writes of products and their images (issue 11). Every write to
// these tables raises the catalogue's change notification (triggers of migrations 0002 and 0011).

export interface AdminProductFilter {
  search?: string;
  categoryId?: number;
  brandId?: number;
  stock: 'all' | 'in_stock' | 'low' | 'out';
  active: 'all' | 'active' | 'hidden';
  lowThreshold: number;
  limit: number;
  offset: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const adminFields = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  sku: products.sku,
  brandId: products.brandId,
  brandName: brands.name,
  categoryId: products.categoryId,
  categoryName: categories.name,
  priceCents: products.priceCents,
  comparePriceCents: products.comparePriceCents,
  ivaRate: products.ivaRate,
  quantity: products.quantity,
  sold: products.sold,
  isActive: products.isActive,
  description: products.description,
  photo: products.photo,
  thumbnail: products.thumbnail,
  dateCreated: products.dateCreated,
  updatedAt: products.updatedAt,
  maxPerOrder: products.maxPerOrder,
};
export type AdminProductRow = {
  [K in Exclude<keyof typeof adminFields, 'maxPerOrder'>]: (typeof adminFields)[K]['_']['data'];
} & { maxPerOrder: number | null };

const selectAdminRows = (db: Db | Tx) =>
  db
    .select(adminFields)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId));

/** One page of products for the back office, hidden ones included, newest first. */
export async function selectAdminProductPage(db: Db, f: AdminProductFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (f.search) {
    const like = `%${escapeLike(f.search.toLowerCase())}%`;
    conditions.push(
      or(
        sql`f_unaccent(lower(${products.name})) LIKE f_unaccent(${like})`,
        ilike(sql`lower(${products.sku})`, like),
      ),
    );
  }
  if (f.categoryId) conditions.push(inArray(products.categoryId, subtreeIds(f.categoryId)));
  if (f.brandId) conditions.push(eq(products.brandId, f.brandId));
  if (f.stock === 'in_stock') conditions.push(gt(products.quantity, 0));
  if (f.stock === 'out') conditions.push(eq(products.quantity, 0));
  if (f.stock === 'low')
    conditions.push(and(gt(products.quantity, 0), lte(products.quantity, f.lowThreshold)));
  if (f.active === 'active') conditions.push(eq(products.isActive, true));
  if (f.active === 'hidden') conditions.push(eq(products.isActive, false));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectAdminRows(db)
      .where(where)
      .orderBy(desc(products.dateCreated), desc(products.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function selectAdminProduct(db: Db | Tx, id: number, lock = false) {
  const query = selectAdminRows(db).where(eq(products.id, id));
  const rows = lock ? await query.for('update', { of: products }) : await query;
  return rows[0] ?? null;
}

export async function selectImages(db: Db | Tx, productId: number) {
  return db
    .select({
      id: productImages.id,
      photo: productImages.photo,
      thumbnail: productImages.thumbnail,
      position: productImages.position,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

/** Whether another product already has this code (case-blind). */
export async function skuTaken(db: Db | Tx, sku: string, exceptId?: number) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        sql`lower(${products.sku}) = lower(${sku})`,
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The slugs starting with `base` (to pick a free one). */
export async function selectSlugsLike(db: Db | Tx, base: string) {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(ilike(products.slug, `${escapeLike(base)}%`));
  return rows.map((r) => r.slug);
}

export async function brandExists(db: Db | Tx, id: number) {
  const rows = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).limit(1);
  return rows.length > 0;
}

export async function selectBrandOptions(db: Db) {
  return db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name));
}

export type ProductUpdate = Partial<
  Pick<
    typeof products.$inferInsert,
    | 'name'
    | 'sku'
    | 'brandId'
    | 'categoryId'
    | 'priceCents'
    | 'comparePriceCents'
    | 'ivaRate'
    | 'description'
    | 'isActive'
    | 'maxPerOrder'
    | 'searchText'
    | 'photo'
    | 'thumbnail'
  >
>;

export async function updateProductRow(tx: Db | Tx, id: number, set: ProductUpdate) {
  await tx
    .update(products)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

export async function insertImage(
  tx: Db | Tx,
  image: { productId: number; photo: string; thumbnail: string; position: number },
) {
  const [row] = await tx.insert(productImages).values(image).returning({ id: productImages.id });
  return row!.id;
}

export async function deleteImage(tx: Db | Tx, productId: number, imageId: number) {
  const rows = await tx
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning({ id: productImages.id });
  return rows.length > 0;
}

export async function updateImagePosition(tx: Db | Tx, imageId: number, position: number) {
  await tx.update(productImages).set({ position }).where(eq(productImages.id, imageId));
}
