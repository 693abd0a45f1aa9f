import type { FastifyInstance, FastifyReply } from 'fastify';
import { listSitemapEntries } from '../catalog/catalog.service.js';
import { categoryUrl } from './seo.service.js';
import { renderSitemap, SITEMAP_MAX_URLS, type SitemapUrl } from './sitemap.js';

/** /robots.txt and /sitemap.xml (with /sitemap-{n}.xml parts past 50,000 URLs). */
export async function seoRoutes(app: FastifyInstance, opts: { sitemapMaxUrls?: number }) {
  const base = app.config.publicUrl;
  const max = opts.sitemapMaxUrls ?? SITEMAP_MAX_URLS;

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /dashboard',
      'Disallow: /checkout',
      'Disallow: /cart',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
  });

  const sitemapUrls = async (): Promise<SitemapUrl[]> => {
    const entries = await listSitemapEntries(app.db);
    const newest = entries.products.reduce<Date | null>(
      (acc, p) => (!acc || p.lastmod > acc ? p.lastmod : acc),
      null,
    );
    return [
      { loc: `${base}/`, lastmod: newest },
      { loc: `${base}/shop`, lastmod: newest },
      { loc: `${base}/catalogo`, lastmod: newest },
      ...entries.categoryIds.map((id) => ({ loc: categoryUrl(base, id) })),
      ...entries.brands.map((b) => ({
        loc: `${base}/search?${new URLSearchParams({ q: b.name }).toString()}`,
        lastmod: b.lastmod,
      })),
      ...entries.products.map((p) => ({ loc: `${base}/product/${p.id}`, lastmod: p.lastmod })),
    ];
  };

  const send = async (part: number | null, reply: FastifyReply) => {
    const xml = renderSitemap(await sitemapUrls(), base, part, max);
    if (xml === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(xml);
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, (_req, reply) => send(null, reply));
  app.get<{ Params: { part: string } }>(
    '/sitemap-:part.xml',
    { schema: { hide: true } },
    (req, reply) => send(/^\d{1,6}$/.test(req.params.part) ? Number(req.params.part) : 0, reply),
  );
}
