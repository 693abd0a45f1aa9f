import type { FastifyInstance } from 'fastify';
import { listenToCatalogChanges } from './catalog-changes.js';
import { type CachedAnswer, ResponseCache } from './response-cache.js';

export interface CatalogCache {
  get(key: string, load: () => Promise<string>): Promise<CachedAnswer>;
}

/**
 * The cache of the catalogue's answers (lists, product, search, suggest) for this app: emptied on every committed change to
 * the catalogue (any process), trusted only while change notifications arrive, closed with the app.
 */
export async function createCatalogCache(app: FastifyInstance): Promise<CatalogCache> {
  const cache = new ResponseCache({
    maxEntries: 2000,
    // Bounded by bytes too: a LIST_CAP answer weighs ~0.6 MB, a search page ~15 KB.
    maxBytes: 8 * 1024 * 1024,
    ttlMs: 60_000,
  });
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
