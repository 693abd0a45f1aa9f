import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client.js';

export interface SeedOptions {
  mediaDir: string;
  log?: Pick<FastifyBaseLogger, 'info'>;
  /** How many products to create (default: the demo catalogue of about 120). */
  products?: number;
}

/** Seeds the demo catalogue, shipping options and coupons when the catalogue is empty. Filled by the catalogue-data work. */
export async function seedIfEmpty(_db: Db, _opts: SeedOptions): Promise<void> {}
