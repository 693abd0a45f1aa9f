import type { FastifyInstance } from 'fastify';
import { createChangeBoundCache } from '../catalog/catalog.service.js';

/** A page's HTML as sent: the status, the bytes and their ETag (for a 304). */
export interface PageAnswer {
  status: number;
  body: Buffer | string;
  etag?: string;
}

/** A rendered page; `keep: false` when it is a stand-in (the render failed). */
export interface RenderedHtml {
  status: number;
  html: string;
  keep: boolean;
}

/** Renders a page. */
export type RenderPage = () => Promise<RenderedHtml>;

/** Answers a page URL (path and query), from the cache when it may. */
export type PageCache = (url: URL, render: RenderPage) => Promise<PageAnswer>;

/** Longer addresses are rendered every time: nobody's real page, so not worth a cache slot. */
const MAX_KEY_LENGTH = 300;

/** Thrown through the cache so a page that is not a 200 is sent but never kept. */
class NotKept {
  constructor(readonly page: RenderedHtml) {}
}

/**
 * The shop's rendered pages by URL (issue 27): emptied by any committed catalogue change (any
 * process), at most a minute old for what the catalogue's notification does not cover (a new
 * review's rating, the shop's details), bounded by count and bytes. Only rendered 200 pages are
 * kept, so unknown addresses cannot fill it. The render has no session (ADR 052): no personal data enters.
 */
export async function createPageCache(app: FastifyInstance): Promise<PageCache> {
  const cache = await createChangeBoundCache(app, {
    maxEntries: 500,
    maxBytes: 24 * 1024 * 1024,
    ttlMs: 60_000,
  });
  return async (url, render) => {
    const key = url.pathname + url.search;
    if (key.length > MAX_KEY_LENGTH) {
      const page = await render();
      return { status: page.status, body: page.html };
    }
    try {
      // A page may lag a change by the moment its notification takes (no round trip per page).
      const answer = await cache.get(
        key,
        async () => {
          const page = await render();
          if (page.status !== 200 || !page.keep) throw new NotKept(page);
          return page.html;
        },
        { readYourWrites: false },
      );
      return { status: 200, ...answer };
    } catch (err) {
      if (err instanceof NotKept) return { status: err.page.status, body: err.page.html };
      throw err;
    }
  };
}
