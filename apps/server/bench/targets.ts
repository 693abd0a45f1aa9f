import type { Target } from './measure.js';

/** The calls the catalogue lives on, as the web app makes them, and the first HTML of its pages. */
export async function throughputTargets(baseUrl: string): Promise<Target[]> {
  const list = (await (await fetch(`${baseUrl}/api/product/get-products?limit=1`)).json()) as {
    products: { id: number }[];
  };
  const categories = (await (await fetch(`${baseUrl}/api/category/categories`)).json()) as {
    categories: { id: number }[];
  };
  const productId = list.products[0]?.id ?? 1;
  const parent = categories.categories[0]?.id ?? 0;
  return [
    {
      label: 'get-products (24, newest)',
      method: 'GET',
      path: '/api/product/get-products?page_size=24',
    },
    { label: 'product', method: 'GET', path: `/api/product/product/${productId}` },
    {
      label: 'by/search (parent category, 20 - 39, price)',
      method: 'POST',
      path: '/api/product/by/search',
      body: { category_id: parent, price_range: '20 - 39', sort_by: 'price', order: 'asc' },
    },
    {
      label: 'search "taladro percutor"',
      method: 'POST',
      path: '/api/product/search',
      body: { search: 'taladro percutor', category_id: 0 },
    },
    { label: 'suggest "amol"', method: 'GET', path: '/api/product/suggest?q=amol' },
    // The pages as React renders them on the server (issue 27: cached by URL).
    { label: 'HTML /', method: 'GET', path: '/' },
    { label: 'HTML /shop', method: 'GET', path: '/shop' },
    { label: 'HTML product page', method: 'GET', path: `/product/${productId}` },
  ];
}

const TYPED = ['amoladora', 'taladro percutor', 'cable 12 awg', 'tomacorriente doble', 'martiyo'];

/** Customers typing into the top-bar search: every prefix of a few searches, in turn. */
export function typingTarget(): Target {
  const paths = TYPED.flatMap((text) =>
    Array.from(text.slice(1), (_, i) => text.slice(0, i + 2)).map(
      (prefix) => `/api/product/suggest?q=${encodeURIComponent(prefix)}`,
    ),
  );
  return { label: 'suggest, typed', method: 'GET', path: paths[0]!, paths };
}

const QUERIES = [
  'taladro',
  'taladro percutor',
  'amoladra',
  'cable 12 awg',
  'foco led',
  'breaker 20a',
  'tomacorriente doble',
  'tomacorrientes',
  'bosch',
  'iluminacion',
  'martiyo',
  'extencion',
  'pintura blanca',
  'guantes de seguridad',
  'cinta aislante',
  'llave inglesa',
  'interuptor',
  'sierra circular',
  'multimetro',
  'xyzzy',
];

/**
 * Searches no cached answer can serve: the realistic queries, each with pages 1-12 of page sizes
 * 1-24 in turn (both are part of the cache key), so the database does every one (issue 14).
 */
export function uncachedSearchTarget(): Target {
  const bodies = Array.from({ length: 12 * 24 }, (_, i) =>
    QUERIES.map((q) => ({
      search: q,
      category_id: 0,
      page: 1 + (i % 12),
      page_size: 1 + Math.floor(i / 12),
    })),
  ).flat();
  return { label: 'search, uncached', method: 'POST', path: '/api/product/search', bodies };
}

/** Realistic searches, typos included, for the latency a customer sees. */
export function searchTargets(): Target[] {
  return QUERIES.map((q) => ({
    label: q,
    method: 'POST',
    path: '/api/product/search',
    body: { search: q, category_id: 0 },
  }));
}
