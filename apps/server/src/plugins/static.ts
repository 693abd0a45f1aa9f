import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fillTemplate } from '../modules/seo/page-html.js';
import { isApiPath } from './errors.js';
import { loadAppRender } from '../modules/seo/app-render.js';
import { createPageCache, type RenderedHtml } from '../modules/seo/page-cache.js';
import { describePage, type PageQueries, type RatingLookup } from '../modules/seo/seo.service.js';

/** Answers a page path with its first HTML (status 404 for unknown pages). */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Media: 30 days, then revalidated with the ETag (a re-uploaded photo may keep its name). */
const MEDIA_MAX_AGE_SECONDS = 30 * 24 * 3600;

/**
 * Serves /media from DATA_DIR and the built web app: hashed assets immutable for a year; every
 * page path answered with index.html filled with that page's head, content and data (seo module).
 * Returns the page handler (for the not-found handler), or null when there is no built app.
 */
export async function registerStatic(
  app: FastifyInstance,
  opts: { mediaDir: string; webDist: string; rating?: RatingLookup; pageQueries?: PageQueries },
): Promise<PageHandler | null> {
  mkdirSync(opts.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    etag: true,
    lastModified: true,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', `public, max-age=${MEDIA_MAX_AGE_SECONDS}`);
    },
  });
  const indexFile = path.join(opts.webDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  await app.register(fastifyStatic, {
    root: opts.webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const template = readFileSync(indexFile, 'utf8');
  const renderApp = await loadAppRender(opts.webDist);
  const pages = await createPageCache(app);
  const render = async (request: FastifyRequest, url: URL): Promise<RenderedHtml> => {
    try {
      const page = await describePage(
        {
          db: app.db,
          base: app.config.publicUrl,
          rating: opts.rating,
          pageQueries: opts.pageQueries,
        },
        url,
      );
      // React renders the page from the same data the browser's query cache gets, and the
      // browser hydrates it (ADR 052); without the server render, the seo module's snapshot.
      if (renderApp) page.body = await renderApp(url.href, page.queries);
      return { status: page.status, html: fillTemplate(template, page), keep: true };
    } catch (err) {
      // The app still works from the bare index.html; the page just loses its first content.
      request.log.error({ err }, 'page render failed');
      return { status: 200, html: template, keep: false };
    }
  };
  const sendPage: PageHandler = async (request, reply) => {
    const url = new URL(request.url, 'http://page.invalid');
    const page = await pages(url, () => render(request, url));
    reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (page.etag) {
      reply.header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    }
    return reply.send(page.body);
  };
  app.get('/', { schema: { hide: true } }, sendPage);
  // Every other page path is a route too, not only the not-found handler's business: route hooks
  // (compression) do not run for the not-found handler, and a page is most of a visit's bytes.
  app.get('/*', { schema: { hide: true } }, (request, reply) =>
    isApiPath(request.url) ? reply.callNotFound() : sendPage(request, reply),
  );
  return sendPage;
}
