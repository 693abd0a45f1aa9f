import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer } from '../cart/test-helpers.js';
import { createCategory, createProduct, type ProductTableRow } from '../catalog/test-factories.js';
import { renderSitemap } from './sitemap.js';

// The shape of the built index.html that matters: a <title>, a description and an empty #root.
const TEMPLATE = `<!doctype html>
<html lang="es-EC">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Descripción por defecto"
    />
    <title>Título por defecto</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let active: ProductTableRow;
let hidden: ProductTableRow;
let categoryId: number;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
  t = await createTestApp({ webDist });
  mkdirSync(path.join(t.config.mediaDir, 'products'), { recursive: true });
  writeFileSync(path.join(t.config.mediaDir, 'products', 'foto.webp'), 'imagen');
  const parent = await createCategory(t.app.db, { name: 'Herramientas' });
  const child = await createCategory(t.app.db, { name: 'Taladros', parentId: parent.id });
  categoryId = child.id;
  active = await createProduct(t.app.db, {
    name: 'Taladro percutor <20V> & "Pro"',
    categoryId: child.id,
    priceCents: 8950,
    description: '<p>Taladro de 20 V con <strong>dos baterías</strong>.</p>',
  });
  hidden = await createProduct(t.app.db, { name: 'Producto oculto', categoryId: child.id });
  await t.app.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The JSON-LD blocks of a page, parsed. */
/** The [queryKey, data] pairs of the page's `initial-queries` block. */
function initialQueries(html: string): [unknown[], unknown][] {
  const block = /<script type="application\/json" id="initial-queries">([\s\S]*?)<\/script>/.exec(
    html,
  );
  return JSON.parse(block![1]!) as [unknown[], unknown][];
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

describe('product page HTML without JavaScript', () => {
  it('carries name, price, canonical, og:image and a Product JSON-LD that parses', async () => {
    const res = await get(`/product/${active.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    const escapedName = 'Taladro percutor &lt;20V&gt; &amp; &quot;Pro&quot;';
    expect(html).toContain(`<title>${escapedName} | Ferretería El Volt</title>`);
    expect(html).not.toContain('Título por defecto');
    expect(html).not.toContain('Descripción por defecto');
    expect(html).toContain(
      `<h1 class="text-2xl font-extrabold text-slate-900 sm:text-3xl">${escapedName}</h1>`,
    );
    expect(html).toContain('$89.50');
    // The product's picture is asked for with the page, first (the first paint's largest image).
    expect(html).toMatch(/<img src="[^"]+" alt="Taladro percutor [^"]+" [^>]*fetchpriority="high"/);
    expect(html).toContain(`<link rel="canonical" href="http://shop.test/product/${active.id}" />`);
    expect(html).toContain(
      `<meta property="og:image" content="http://shop.test${active.photo}" />`,
    );
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="product:price:amount" content="89.50" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<meta name="description" content="Taladro de 20 V con dos baterías." />',
    );

    const [product, breadcrumbs] = jsonLd(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Taladro percutor <20V> & "Pro"',
      image: [`http://shop.test${active.photo}`],
      sku: active.sku,
      brand: { '@type': 'Brand' },
      description: 'Taladro de 20 V con dos baterías.',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'USD',
        price: '89.50',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
    expect(product).not.toHaveProperty('aggregateRating');
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Inicio', item: 'http://shop.test/' },
        { position: 2, name: 'Herramientas' },
        {
          position: 3,
          name: 'Taladros',
          item: `http://shop.test/search?q=&category=${categoryId}`,
        },
        { position: 4, name: active.name, item: `http://shop.test/product/${active.id}` },
      ],
    });
    // The data the app starts from: the product under its query key.
    const queries = initialQueries(html) as [unknown[], { id: number; price: string }][];
    expect(queries[0]![0]).toEqual(['catalog', 'product', active.id]);
    // The same shape as GET /api/product/product/{id}: the page reads its gallery from `images`.
    expect(queries[0]![1]).toMatchObject({ id: active.id, price: '89.50', images: [] });
    expect(queries.map(([key]) => key).slice(0, 4)).toEqual([
      ['catalog', 'product', active.id],
      ['catalog', 'related', active.id],
      ['catalog', 'categories'],
      ['shop', 'info'],
    ]);
  });

  it('answers 404 with the Error404 page for hidden, unknown and malformed products', async () => {
    for (const url of [`/product/${hidden.id}`, '/product/999999', '/product/abc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('>Error404</h1>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('Producto oculto');
    }
  });

  it('carries the aggregateRating of the visible reviews, and none without reviews', async () => {
    const reviewed = await createProduct(t.app.db, { name: 'Amoladora', categoryId });
    const bare = await createProduct(t.app.db, { name: 'Lija', categoryId });
    const authors = await Promise.all(
      [0, 1, 2].map(() => createCustomer(t.app.db, t.config.jwtSecret)),
    );
    await t.app.db.insert(reviews).values([
      { userId: authors[0]!.id, productId: reviewed.id, rating: 5, comment: 'Muy buena' },
      { userId: authors[1]!.id, productId: reviewed.id, rating: 4, comment: 'Buena' },
      // A review hidden by staff counts for nothing.
      { userId: authors[2]!.id, productId: reviewed.id, rating: 1, comment: 'Mala', hidden: true },
    ]);
    const [product] = jsonLd((await get(`/product/${reviewed.id}`)).body);
    expect(product!.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    const [plain] = jsonLd((await get(`/product/${bare.id}`)).body);
    expect(plain).not.toHaveProperty('aggregateRating');
    // A product page starts from its review summary and list (hidden reviews left out).
    const page = new Map(
      initialQueries((await get(`/product/${reviewed.id}`)).body).map(([key, data]) => [
        JSON.stringify(key),
        data,
      ]),
    );
    expect(page.get(JSON.stringify(['reviews', 'product', reviewed.id, 'summary']))).toMatchObject({
      average: 4.5,
      count: 2,
    });
    const list = page.get(JSON.stringify(['reviews', 'product', reviewed.id, 'list', null]));
    expect((list as { comment: string }[]).map((r) => r.comment).sort()).toEqual([
      'Buena',
      'Muy buena',
    ]);
    // The list's cards start from their ratings, the filter from the brands and the WhatsApp
    // button from the shop's details: the app's first render asks the API for nothing.
    const shop = new Map(
      initialQueries((await get('/shop')).body).map(([key, data]) => [JSON.stringify(key), data]),
    );
    expect(shop.get(JSON.stringify(['reviews', 'rating', reviewed.id]))).toEqual({
      average: 4.5,
      count: 2,
    });
    expect(shop.get(JSON.stringify(['reviews', 'rating', bare.id]))).toBeNull();
    expect(shop.get(JSON.stringify(['shop', 'info']))).toMatchObject({
      name: 'Ferretería El Volt',
      whatsapp: { number: expect.any(String) },
    });
    // The brand list itself, as the web app's getBrands keeps it (not the API's envelope).
    expect(shop.get(JSON.stringify(['catalog', 'brands']))).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]),
    );
  });
});

describe('other pages', () => {
  it('answers 404 with the Error404 page for an unknown path; the API keeps its JSON 404', async () => {
    const res = await get('/no-existe/para-nada');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Página no encontrada | Ferretería El Volt</title>');
    expect(res.body).toContain('>Error404</h1>');
    const api = await get('/api/no-existe');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.' });
  });

  it('the home page lists products and carries the HardwareStore JSON-LD', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="http://shop.test/" />');
    expect(res.body).toContain('Catálogos de nuestros productos');
    // Its brand logos start from the brand list, like /shop's filter.
    const home = new Map(
      initialQueries(res.body).map(([key, data]) => [JSON.stringify(key), data]),
    );
    expect(home.get(JSON.stringify(['catalog', 'brands']))).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]),
    );
    expect(res.body).toContain(`href="/product/${active.id}"`);
    // The app's welcome, word for word: the first paint's largest text (LCP).
    expect(res.body).toContain(
      '<p class="mt-5 max-w-xl text-lg text-brand-100">Calidad en cada producto, 100% garantizado.',
    );
    const [store] = jsonLd(res.body);
    expect(store).toMatchObject({
      '@type': 'HardwareStore',
      address: { '@type': 'PostalAddress', addressLocality: 'Quito', addressCountry: 'EC' },
      geo: { '@type': 'GeoCoordinates' },
      telephone: '+593 2 245 6789',
    });
    expect(store!.openingHoursSpecification).toHaveLength(2);
  });

  it('/shop, /catalogo and a category page list their products with their own head', async () => {
    for (const [url, title] of [
      ['/shop', 'Filtro de Productos | Ferretería El Volt'],
      ['/catalogo', 'Catalogos | Ferretería El Volt'],
      [`/search?q=&category=${categoryId}`, 'Taladros | Ferretería El Volt'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${title}</title>`);
      expect(res.body, url).toContain(`<meta property="og:title" content="${title}" />`);
      // The lists are the catalogue's own (the same as the API answers the app).
      expect(res.body, url).toContain('$89.50');
      // A phone's first row of pictures comes with the page; the rest waits to be scrolled to.
      const images = [...res.body.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
      expect(images[0], url).toContain('fetchpriority="high"');
      expect(
        images.slice(2).every((tag) => tag.includes('loading="lazy"')),
        url,
      ).toBe(true);
    }
  });

  it('a list page carries the list its URL asks for, under the web app key, as the API answers it', async () => {
    const page = { page: 1, page_size: 24 };
    const any = { category_id: 0, price_range: 'Any', order: 'desc' };
    const cases: [string, unknown[], 'GET' | 'POST', string][] = [
      [
        '/search?q=taladro',
        ['catalog', 'search', { search: 'taladro', ...any, ...page }],
        'POST',
        '/api/product/search',
      ],
      [
        `/search?q=&category=${categoryId}&price_range=More+than+80&sort_by=price&order=asc`,
        [
          'catalog',
          'search',
          {
            search: '',
            ...any,
            category_id: categoryId,
            price_range: 'More than 80',
            sort_by: 'price',
            order: 'asc',
            ...page,
          },
        ],
        'POST',
        '/api/product/search',
      ],
      [
        `/shop?category=${categoryId}&in_stock=1`,
        ['catalog', 'filter', { ...any, category_id: categoryId, in_stock: true, ...page }],
        'POST',
        '/api/product/by/search',
      ],
      [
        '/catalogo?page=2',
        ['catalog', 'products', { sortBy: 'date_created', order: 'desc', page: 2, page_size: 24 }],
        'GET',
        '/api/product/get-products?sortBy=date_created&order=desc&page=2&page_size=24',
      ],
    ];
    for (const [url, key, method, api] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const list = initialQueries(res.body).find(([k]) => k[1] === key[1]);
      expect(list?.[0], url).toEqual(key);
      const answer = await t.app.inject({
        method,
        url: api,
        ...(method === 'POST' ? { payload: key[2] as object } : {}),
      });
      expect(answer.statusCode, url).toBe(200);
      expect(list?.[1], url).toEqual(answer.json());
    }
    // The list itself is in the page (what the app renders from that data).
    const search = await get('/search?q=taladro');
    expect(JSON.stringify(initialQueries(search.body))).toContain('"price":"89.50"');
    // An unknown category in a /shop filter: the page, without a list the API would refuse.
    const unknown = await get('/shop?category=999999');
    expect(unknown.statusCode).toBe(200);
    expect(initialQueries(unknown.body).some(([k]) => k[1] === 'filter')).toBe(false);
  });

  it('client routes answer 200, private ones with noindex', async () => {
    const cart = await get('/cart');
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('<meta name="robots" content="noindex" />');
    const login = await get('/login');
    expect(login.statusCode).toBe(200);
    expect(login.body).not.toContain('noindex');
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists an active product with lastmod, categories and brands, not a hidden one', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const [row] = await t.app.db
      .select({ updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, active.id));
    expect(res.body).toContain(
      `<url><loc>http://shop.test/product/${active.id}</loc><lastmod>${new Date(row!.updatedAt).toISOString()}</lastmod></url>`,
    );
    expect(res.body).not.toContain(`/product/${hidden.id}<`);
    expect(res.body).toContain(`<loc>http://shop.test/search?q=&amp;category=${categoryId}</loc>`);
    expect(res.body).toMatch(/<loc>http:\/\/shop\.test\/search\?q=Marca\+[0-9a-f]+<\/loc>/);
    expect(res.body).toContain('<loc>http://shop.test/</loc>');
  });

  it('past the limit, /sitemap.xml is an index of parts', () => {
    const urls = Array.from({ length: 5 }, (_, i) => ({ loc: `http://x/${i}` }));
    const index = renderSitemap(urls, 'http://x', null, 2)!;
    expect(index).toContain('<sitemapindex');
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain('<loc>http://x/sitemap-3.xml</loc>');
    expect(renderSitemap(urls, 'http://x', 3, 2)).toContain('<loc>http://x/4</loc>');
    expect(renderSitemap(urls, 'http://x', 4, 2)).toBeNull();
    expect(renderSitemap(urls.slice(0, 2), 'http://x', null, 2)).toContain('<urlset');
  });

  it('/robots.txt points to the sitemap and keeps private areas out', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: http://shop.test/sitemap.xml');
    for (const p of ['/api/', '/admin', '/dashboard', '/checkout', '/cart']) {
      expect(res.body).toContain(`Disallow: ${p}\n`);
    }
  });
});

describe('caching', () => {
  it('hashed assets are immutable for a year; media cached 30 days with an ETag and 304; pages no-cache', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const media = await get('/media/products/foto.webp');
    expect(media.statusCode).toBe(200);
    expect(media.headers['cache-control']).toBe('public, max-age=2592000');
    const etag = media.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/media/products/foto.webp',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
  });

  it('pages are compressed like the API, unknown ones too; API paths keep their JSON answers', async () => {
    for (const url of ['/', '/shop', `/product/${active.id}`, '/no-existe']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString(), url).toContain('<title>');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/shop' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await get('/api/no-existe')).json()).toEqual({ detail: 'Not found.' });
    expect((await get('/auth/users/no-existe/')).statusCode).toBe(404);
    const wrongMethod = await get('/api/product/search');
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.json()).toEqual({ detail: 'Method "GET" not allowed.' });
  });
});
