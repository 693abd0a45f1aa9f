import { escapeHtml, jsonForScript } from './html.js';
import type { PageHead, RenderedPage } from './seo.service.js';
import { SHOP_PROFILE } from './shop-profile.js';

/** The head tags of a page: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) =>
    value === undefined ? '' : `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:site_name', SHOP_PROFILE.name),
    meta('property', 'og:locale', SHOP_PROFILE.locale),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    head.price ? meta('property', 'product:price:amount', head.price) : '',
    head.price ? meta('property', 'product:price:currency', SHOP_PROFILE.currency) : '',
    meta('name', 'twitter:card', head.type === 'product' ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.jsonLd.map((j) => `<script type="application/ld+json">${jsonForScript(j)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * Fills the built index.html: its <title> and description give way to the page's head tags, #root
 * gets the visible content, and the query data the app starts from follows it as a JSON block
 * (not a script that runs, so the strict CSP stays as it is).
 */
export function fillTemplate(template: string, page: RenderedPage): string {
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/i, '');
  const data =
    page.queries.length > 0
      ? `<script type="application/json" id="initial-queries">${jsonForScript(page.queries)}</script>`
      : '';
  return withoutDefaults
    .replace('</head>', `  ${headTags(page.head)}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>${data}`);
}
