import { and, asc, eq, like, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { brands, categories, products } from '../../../db/schema/catalog.js';
import { subtreeIds } from '../category.repository.js';

export type CategoryRow = typeof categories.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;

/**
 * Serializes the back office's changes to the category tree (or the brands): the cycle and slug
 * checks read the table, so two staff members cannot each pass them and together break a rule.
 * Readers (the shop) are not blocked.
 */
export async function lockCategories(tx: Db | Tx): Promise<void> {
  await tx.execute(sql`LOCK TABLE categories IN SHARE ROW EXCLUSIVE MODE`);
}
export async function lockBrands(tx: Db | Tx): Promise<void> {
  await tx.execute(sql`LOCK TABLE brands IN SHARE ROW EXCLUSIVE MODE`);
}

/** Every category with how many products and direct subcategories use it. */
export async function selectAdminCategories(db: Db | Tx) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: categories.parentId,
      position: categories.position,
      productCount: sql<number>`(SELECT count(*)::int FROM products p WHERE p.category_id = "categories"."id")`,
      childrenCount: sql<number>`(SELECT count(*)::int FROM categories c WHERE c.parent_id = "categories"."id")`,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
}

export async function selectCategory(db: Db | Tx, id: number): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

/** Whether `candidate` is `categoryId` itself or one of its descendants. */
export async function isInSubtree(db: Db | Tx, categoryId: number, candidate: number) {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, candidate), sql`${categories.id} IN ${subtreeIds(categoryId)}`));
  return rows.length > 0;
}

/** Slugs of `table` equal to `base` or starting with `base-`, except row `exceptId`. */
export async function selectSlugsLike(
  db: Db | Tx,
  table: 'categories' | 'brands',
  base: string,
  exceptId: number | null,
): Promise<string[]> {
  const t = table === 'categories' ? categories : brands;
  const rows = await db
    .select({ slug: t.slug })
    .from(t)
    .where(
      and(
        or(eq(t.slug, base), like(t.slug, `${base.replace(/[\\%_]/g, '\\$&')}-%`)),
        exceptId === null ? undefined : ne(t.id, exceptId),
      ),
    );
  return rows.map((r) => r.slug);
}

export async function insertCategory(
  tx: Db | Tx,
  values: { name: string; slug: string; parentId: number | null; position: number },
): Promise<CategoryRow> {
  const [row] = await tx.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(
  tx: Db | Tx,
  id: number,
  values: Partial<{ name: string; slug: string; parentId: number | null; position: number }>,
): Promise<CategoryRow> {
  const [row] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row!;
}

export async function deleteCategory(tx: Db | Tx, id: number): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}

/** How many products and direct subcategories use the category. */
export async function countCategoryUse(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      products: sql<number>`(SELECT count(*)::int FROM products p WHERE p.category_id = ${id})`,
      children: sql<number>`(SELECT count(*)::int FROM categories c WHERE c.parent_id = ${id})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return { products: row?.products ?? 0, children: row?.children ?? 0 };
}

// --- Brands -------------------------------------------------------------------------------------

export async function selectAdminBrands(db: Db | Tx) {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      slug: brands.slug,
      logo: brands.logo,
      productCount: sql<number>`(SELECT count(*)::int FROM products p WHERE p.brand_id = "brands"."id")`,
    })
    .from(brands)
    .orderBy(sql`lower(${brands.name})`, asc(brands.id));
}

export async function selectBrand(db: Db | Tx, id: number): Promise<BrandRow | null> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  return row ?? null;
}

/** Whether another brand already has this name, whatever its case. */
export async function brandNameTaken(db: Db | Tx, name: string, exceptId: number | null) {
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(
        sql`lower(${brands.name}) = lower(${name})`,
        exceptId === null ? undefined : ne(brands.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertBrand(
  tx: Db | Tx,
  values: { name: string; slug: string; logo: string },
): Promise<BrandRow> {
  const [row] = await tx.insert(brands).values(values).returning();
  return row!;
}

export async function updateBrand(
  tx: Db | Tx,
  id: number,
  values: Partial<{ name: string; slug: string; logo: string }>,
): Promise<BrandRow> {
  const [row] = await tx.update(brands).set(values).where(eq(brands.id, id)).returning();
  return row!;
}

export async function deleteBrand(tx: Db | Tx, id: number): Promise<void> {
  await tx.delete(brands).where(eq(brands.id, id));
}

export async function countBrandProducts(db: Db | Tx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.brandId, id));
  return row?.n ?? 0;
}
