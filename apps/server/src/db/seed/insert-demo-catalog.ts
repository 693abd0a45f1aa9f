import { type Db, sql, type Tx } from '../client.js';
import { brands, categories } from '../schema/index.js';
import { insertProducts, type NewProduct } from '../../modules/catalog/products/product-writer.js';
import { seedBrands } from './catalog/brands.js';
import { seedCategories } from './catalog/categories.js';
import { describeProduct } from './catalog/describe.js';
import type { SeedProduct } from './catalog/types.js';
import { mediaPaths, mediaUrl } from './media-paths.js';
import { slugify } from '../../lib/slugify.js';

const DAY_MS = 86_400_000;
/** Categories and brands left behind when every product was deleted are reused, not duplicated. */
const KEEP_EXISTING_CATEGORY = { target: categories.slug, set: { slug: sql`excluded.slug` } };
const BATCH = 500;

/** Writes the demo categories, brands and `products`; dates count back from `now`. */
export async function insertDemoCatalog(
  tx: Db | Tx,
  products: SeedProduct[],
  now: Date,
): Promise<void> {
  const categoryIds = await insertCategories(tx);
  const brandRows = await tx
    .insert(brands)
    .values(
      seedBrands.map((b) => ({
        name: b.name,
        slug: b.slug,
        logo: mediaUrl(mediaPaths.logo(b.slug)),
      })),
    )
    .onConflictDoUpdate({ target: brands.slug, set: { slug: sql`excluded.slug` } })
    .returning({ id: brands.id, slug: brands.slug });
  const brandIds = new Map(brandRows.map((b) => [b.slug, b.id]));

  const rows: NewProduct[] = products.map((p, index) => {
    const slug = slugify(p.name);
    return {
      name: p.name,
      slug,
      brandId: requireId(brandIds, p.brand),
      categoryId: requireId(categoryIds, p.category),
      description: describeProduct(p.intro, p.specs),
      priceCents: p.price,
      comparePriceCents: p.compare,
      quantity: p.stock,
      sold: p.sold,
      ivaRate: p.ivaRate ?? 15,
      photo: mediaUrl(mediaPaths.photo(slug)),
      thumbnail: mediaUrl(mediaPaths.thumbnail(slug)),
      // Minutes apart within a day, so no two products share a creation time.
      dateCreated: new Date(now.getTime() - p.days * DAY_MS - index * 7 * 60_000),
    };
  });
  for (let i = 0; i < rows.length; i += BATCH) await insertProducts(tx, rows.slice(i, i + BATCH));
}

async function insertCategories(tx: Db | Tx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [position, parent] of seedCategories.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({ name: parent.name, slug: parent.slug, position })
      .onConflictDoUpdate(KEEP_EXISTING_CATEGORY)
      .returning({ id: categories.id });
    ids.set(parent.slug, row!.id);
    const children = await tx
      .insert(categories)
      .values(
        parent.children.map((child, i) => ({
          name: child.name,
          slug: child.slug,
          parentId: row!.id,
          position: i,
        })),
      )
      .onConflictDoUpdate(KEEP_EXISTING_CATEGORY)
      .returning({ id: categories.id, slug: categories.slug });
    for (const child of children) ids.set(child.slug, child.id);
  }
  return ids;
}

function requireId(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Seed data names an unknown slug: ${slug}`);
  return id;
}
