import { count, desc } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { products } from '../src/db/schema/index.js';
import { seedIfEmpty } from '../src/db/seed/index.js';
import { seedFixtureCatalog } from '../src/modules/catalog/catalog-fixture.js';
import { insertProducts } from '../src/modules/catalog/products/product-writer.js';
import { syntheticProduct, type Template } from './synthetic-products.js';

const BATCH = 1000;

const countProducts = async (db: Db) => (await db.select({ n: count() }).from(products))[0]!.n;

/**
 * Fills the catalogue to `target` products: the demo seed first (when the database is empty),
 * then variants of the products already there, written the real way in batches of 1000.
 */
export async function seedBenchCatalog(
  db: Db,
  opts: { mediaDir: string; target: number; log: (line: string) => void },
): Promise<number> {
  await seedIfEmpty(db, { mediaDir: opts.mediaDir, products: opts.target });
  if ((await countProducts(db)) === 0) await seedFixtureCatalog(db);
  const templates: Template[] = await db
    .select({
      name: products.name,
      brandId: products.brandId,
      categoryId: products.categoryId,
      description: products.description,
      priceCents: products.priceCents,
      photo: products.photo,
      thumbnail: products.thumbnail,
    })
    .from(products)
    .orderBy(desc(products.id))
    .limit(500);
  let total = await countProducts(db);
  const started = Date.now();
  while (total < opts.target) {
    const size = Math.min(BATCH, opts.target - total);
    const batch = Array.from({ length: size }, (_, i) => syntheticProduct(templates, total + i));
    await insertProducts(db, batch);
    const before = total;
    total += size;
    if (Math.floor(total / 10_000) > Math.floor(before / 10_000) || total === opts.target) {
      opts.log(`  ${total} products (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  }
  return total;
}
