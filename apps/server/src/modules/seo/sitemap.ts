/** One URL of a sitemap. */
export interface SitemapUrl {
  loc: string;
  lastmod?: Date | null;
}

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

const xmlEscape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const lastmod = (d: Date | null | undefined) =>
  d && !Number.isNaN(d.getTime()) ? `<lastmod>${d.toISOString()}</lastmod>` : '';

export function urlSet(urls: SitemapUrl[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.map((u) => `<url><loc>${xmlEscape(u.loc)}</loc>${lastmod(u.lastmod)}</url>\n`).join('') +
    '</urlset>\n'
  );
}

export function sitemapIndex(files: SitemapUrl[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    files
      .map((f) => `<sitemap><loc>${xmlEscape(f.loc)}</loc>${lastmod(f.lastmod)}</sitemap>\n`)
      .join('') +
    '</sitemapindex>\n'
  );
}

/**
 * /sitemap.xml: every URL when they fit in one file, otherwise an index of /sitemap-{n}.xml
 * files (n from 1). `part` selects one of those files; null when it does not exist.
 */
export function renderSitemap(
  urls: SitemapUrl[],
  base: string,
  part: number | null,
  max = SITEMAP_MAX_URLS,
): string | null {
  const parts = Math.max(1, Math.ceil(urls.length / max));
  if (part === null) {
    if (parts === 1) return urlSet(urls);
    return sitemapIndex(
      Array.from({ length: parts }, (_, i) => {
        const chunk = urls.slice(i * max, (i + 1) * max);
        const newest = chunk.reduce<Date | null>(
          (acc, u) => (u.lastmod && (!acc || u.lastmod > acc) ? u.lastmod : acc),
          null,
        );
        return { loc: `${base}/sitemap-${i + 1}.xml`, lastmod: newest };
      }),
    );
  }
  if (parts === 1 || part < 1 || part > parts) return null;
  return urlSet(urls.slice((part - 1) * max, part * max));
}
