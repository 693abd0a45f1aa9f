import type { FastifyInstance } from 'fastify';
import { type ChangeFeed, listenToCatalogChanges } from './catalog-changes.js';
import { type CachedAnswer, ResponseCache, type ResponseCacheOptions } from './response-cache.js';

export interface CatalogCache {
  /**
   * The answer under `key` (`load` builds it on a miss). On a PostgreSQL server it first catches
   * up with the changes committed before the call (read-your-writes: stock after a purchase).
   * `readYourWrites: false` skips that round trip, for answers that may lag a change by the
   * moment its notification takes (typed suggestions, ADR 050).
   */
  get(
    key: string,
    load: () => Promise<string>,
    opts?: { readYourWrites?: boolean },
  ): Promise<CachedAnswer>;
}

/**
 * The cache of the catalogue's answers (lists, product, search, suggest) for this app: emptied on every committed change to
 * the catalogue (any process), trusted only while change notifications arrive, closed with the app.
 */
export function createCatalogCache(app: FastifyInstance): Promise<CatalogCache> {
  return createChangeBoundCache(app, {
    maxEntries: 2000,
    // Bounded by bytes too: a LIST_CAP answer weighs ~0.6 MB, a search page ~15 KB.
    maxBytes: 8 * 1024 * 1024,
    ttlMs: 60_000,
  });
}

/**
 * A cache of answers built from the catalogue (any process's committed change empties it), with
 * its own bounds: the catalogue's API answers above, the shop's rendered pages (seo module).
 */
export async function createChangeBoundCache(
  app: FastifyInstance,
  options: ResponseCacheOptions,
): Promise<CatalogCache> {
  const cache = new ResponseCache(options);
  const feed = await listenToCatalogChanges(
    app.database,
    {
      onChange: () => cache.invalidate(),
      onListening: (listening) => cache.setActive(listening),
    },
    app.log,
  );
  app.addHook('onClose', () => feed.close());
  return catchingUp(cache, feed);
}

/** `cache`, read after `feed` has reported every earlier change where the engine needs it. */
export function catchingUp(
  cache: Pick<ResponseCache, 'get'>,
  feed: Pick<ChangeFeed, 'needsSync' | 'sync'>,
): CatalogCache {
  if (!feed.needsSync) return cache;
  return {
    async get(key, load, { readYourWrites = true } = {}) {
      if (readYourWrites) await feed.sync();
      return cache.get(key, load);
    },
  };
}
