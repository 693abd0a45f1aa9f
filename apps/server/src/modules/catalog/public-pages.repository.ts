// Catalogue reads for the public pages' HTML and the sitemap (the seo module calls them through
// catalog.service.ts).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { brands, products } from '../../db/schema/catalog.js';

export interface SitemapProductRow {
  id: number;
  lastmod: Date;
}

/** Every active product with its last change, by id. */
export async function selectActiveProductDates(db: Db | Tx): Promise<SitemapProductRow[]> {
  const rows = await db
    .select({ id: products.id, lastmod: products.updatedAt })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
  return rows.map((r) => ({ id: r.id, lastmod: new Date(r.lastmod) }));
}

export interface BrandDateRow {
  id: number;
  name: string;
  lastmod: Date | null;
}

/** Every brand with an active product, with the last change among its active products. */
export async function selectBrandDates(db: Db | Tx): Promise<BrandDateRow[]> {
  const rows = await db
    .select({
      id: brands.id,
      name: brands.name,
      lastmod: sql<string | Date | null>`max(${products.updatedAt})`,
    })
    .from(brands)
    .innerJoin(products, and(eq(products.brandId, brands.id), eq(products.isActive, true)))
    .groupBy(brands.id, brands.name)
    .orderBy(asc(brands.name));
  return rows.map((r) => ({ ...r, lastmod: r.lastmod ? new Date(r.lastmod) : null }));
}

/** Visibility and last change of one product, or null when it does not exist. */
export async function selectProductState(
  db: Db | Tx,
  id: number,
): Promise<{ isActive: boolean; updatedAt: Date } | null> {
  const rows = await db
    .select({ isActive: products.isActive, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  const row = rows[0];
  return row ? { isActive: row.isActive, updatedAt: new Date(row.updatedAt) } : null;
}
