import type { FastifyInstance } from 'fastify';
import { listenToCatalogChanges } from './catalog-changes.js';
import { type CachedAnswer, ResponseCache } from './response-cache.js';

export interface CatalogCache {
  get(key: string, load: () => Promise<string>): Promise<CachedAnswer>;
}

/**
 * The cache of the catalogue's list answers for this app: emptied on every committed change to
 * the catalogue (any process), trusted only while change notifications arrive, closed with the app.
 */
export async function createCatalogCache(app: FastifyInstance): Promise<CatalogCache> {
  const cache = new ResponseCache({ maxEntries: 1000, ttlMs: 60_000 });
  const feed = await listenToCatalogChanges(
    app.database,
    {
      onChange: () => cache.invalidate(),
      onListening: (listening) => cache.setActive(listening),
    },
    app.log,
  );
  app.addHook('onClose', () => feed.close());
  if (!feed.needsSync) return cache;
  return {
    async get(key, load) {
      await feed.sync();
      return cache.get(key, load);
    },
  };
}
