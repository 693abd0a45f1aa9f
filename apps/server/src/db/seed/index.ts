import type { FastifyBaseLogger } from 'fastify';
import { type Db, type Tx, queryRows, sql } from '../client.js';
import { seedCheckoutData } from './checkout-data.js';
import { seedProducts } from './catalog/products.js';
import { insertDemoCatalog } from './insert-demo-catalog.js';
import { insertProductVariants } from './insert-variants.js';
import { slugify } from '../../lib/slugify.js';
import { writeDemoMedia } from './write-media.js';

export interface SeedOptions {
  mediaDir: string;
  log?: Pick<FastifyBaseLogger, 'info'>;
  /** How many products to create (default: the demo catalogue of about 120). */
  products?: number;
}

/** Any number; it only has to differ from the migration lock. */
const SEED_LOCK = 727275;

/**
 * Seeds the demo catalogue (categories, brands, products and their pictures) into an empty
 * catalogue, then the shipping options and coupons. Safe to run again and from several processes
 * at once: a catalogue that has products is left alone, and only missing pictures are drawn.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<void> {
  const started = Date.now();
  const empty = !(await hasProducts(db));
  // A server sharing an already seeded database still needs the pictures in its own media folder.
  if (empty || (await hasDemoCatalog(db))) {
    const written = await writeDemoMedia(opts.mediaDir);
    if (written > 0) opts.log?.info(`Imágenes de demostración generadas: ${written}`);
  }
  if (empty) {
    const total = opts.products ?? seedProducts.length;
    const demo = seedProducts.slice(0, total);
    const now = new Date();
    const seeded = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await hasProducts(tx)) return false;
      await insertDemoCatalog(tx, demo, now);
      return true;
    });
    if (seeded && total > demo.length) await insertProductVariants(db, total - demo.length, now);
    if (seeded)
      opts.log?.info(
        `Catálogo de demostración creado: ${total} productos en ${Date.now() - started} ms`,
      );
  }
  await seedCheckoutData(db);
}

async function hasProducts(db: Db | Tx): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM products) AS found`,
  );
  return rows[0]?.found === true;
}

async function hasDemoCatalog(db: Db): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM products WHERE slug = ${slugify(seedProducts[0]!.name)}) AS found`,
  );
  return rows[0]?.found === true;
}
