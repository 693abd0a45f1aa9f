// Test data for any module's tests: categories, brands and products written the real way.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { brands, categories, products } from '../../db/schema/index.js';
import { insertProducts, type NewProduct } from './products/product-writer.js';

const unique = () => randomBytes(4).toString('hex');
const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export type CategoryRow = typeof categories.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type ProductTableRow = typeof products.$inferSelect;

export async function createCategory(
  db: Db | Tx,
  overrides: Partial<typeof categories.$inferInsert> = {},
): Promise<CategoryRow> {
  const name = overrides.name ?? `Categoría ${unique()}`;
  const [row] = await db
    .insert(categories)
    .values({ name, slug: `${slugify(name)}-${unique()}`, ...overrides })
    .returning();
  return row!;
}

export async function createBrand(
  db: Db | Tx,
  overrides: Partial<typeof brands.$inferInsert> = {},
): Promise<BrandRow> {
  const name = overrides.name ?? `Marca ${unique()}`;
  const slug = `${slugify(name)}-${unique()}`;
  const [row] = await db
    .insert(brands)
    .values({ name, slug, logo: `/media/brands/${slug}.webp`, ...overrides })
    .returning();
  return row!;
}

/** A product (with a new brand and category unless given); the description is sanitized. */
export async function createProduct(
  db: Db | Tx,
  overrides: Partial<NewProduct> = {},
): Promise<ProductTableRow> {
  const name = overrides.name ?? `Producto ${unique()}`;
  const slug = overrides.slug ?? `${slugify(name)}-${unique()}`;
  const [id] = await insertProducts(db, [
    {
      name,
      slug,
      brandId: overrides.brandId ?? (await createBrand(db)).id,
      categoryId: overrides.categoryId ?? (await createCategory(db)).id,
      description: '<p>Producto de prueba.</p>',
      priceCents: 1999,
      comparePriceCents: 2499,
      quantity: 10,
      sold: 0,
      photo: `/media/products/${slug}.webp`,
      thumbnail: `/media/products/${slug}-thumb.webp`,
      ...overrides,
    },
  ]);
  const [row] = await db.select().from(products).where(eq(products.id, id!));
  return row!;
}
