import {
  type CategoryNode,
  FilterProductsBodySchema,
  formatUsd,
  moneyToCents,
  PAGE_SIZE_DEFAULT,
  type Product,
  readListFilter,
  readPageParam,
  readSearchState,
  SearchProductsBodySchema,
  type SearchState,
  toFilterBody,
} from '@shop/contract';
import { AppError } from '../../lib/app-error.js';
import {
  filterProducts,
  findPublicProduct,
  listBrands,
  listCategoryTree,
  listProducts,
  listRelatedProducts,
  toFilterInput,
} from '../catalog/catalog.service.js';
import { searchProducts } from '../catalog/search/search.service.js';
import { escapeHtml, plainText } from './html.js';
import { breadcrumbJsonLd, productJsonLd, storeJsonLd } from './json-ld.js';
import {
  abs,
  baseHead,
  categoryUrl,
  DEFAULT_IMAGE,
  type PageContext,
  type RenderedPage,
} from './page-context.js';
import { HOME_HERO, main, productSection } from './page-snapshots.js';
import { SHOP_PROFILE } from './shop-profile.js';

// The catalogue's pages (home, /shop, /catalogo, a category, a product) and the 404 page.

export async function homePage(ctx: PageContext): Promise<RenderedPage> {
  const newestParams = { sortBy: 'date_created', order: 'desc', limit: 3 } as const;
  const bestParams = { sortBy: 'sold', order: 'desc', limit: 3 } as const;
  const [newest, best, brands] = await Promise.all([
    listProducts(ctx.db, { ...newestParams, page: 1, page_size: PAGE_SIZE_DEFAULT }),
    listProducts(ctx.db, { ...bestParams, page: 1, page_size: PAGE_SIZE_DEFAULT }),
    // The brand logos at its foot (web BrandLogos).
    listBrands(ctx.db),
  ]);
  const head = { ...baseHead(ctx, '/'), jsonLd: [storeJsonLd(ctx.base)] };
  const body =
    `<main>${HOME_HERO}<div class="mx-auto max-w-7xl px-4 py-8">` +
    productSection(ctx, 'Catálogos de nuestros productos', newest.products) +
    productSection(ctx, 'Los más vendidos', best.products) +
    `</div></main>`;
  return {
    status: 200,
    head,
    body,
    queries: [
      [['catalog', 'products', newestParams], newest],
      [['catalog', 'products', bestParams], best],
      [['catalog', 'brands'], brands.brands],
    ],
    cards: [...newest.products, ...best.products].map((p) => p.id),
  };
}

/** A list a page shows: the web app's query of it (key and answer) and its products. */
interface PageList {
  query: [unknown[], unknown];
  products: Product[];
  count: number;
}

/** An unknown category in a list's filter: the page is drawn without its list (the app asks). */
const unlessUnknownCategory = (error: unknown): null => {
  if (error instanceof AppError && error.code === 'not_found') return null;
  throw error;
};

/**
 * The list of /shop or /catalogo as the web app asks for it (use-catalog-list.ts, ADR 097): the
 * newest products until the URL names a filter, then by/search; the URL's page either way.
 */
async function catalogList(ctx: PageContext, params: URLSearchParams): Promise<PageList | null> {
  const paging = { page: readPageParam(params), page_size: PAGE_SIZE_DEFAULT };
  const filter = readListFilter(params);
  if (!filter) {
    const query = { sortBy: 'date_created', order: 'desc', ...paging } as const;
    const list = await listProducts(ctx.db, query);
    return { query: [['catalog', 'products', query], list], ...list };
  }
  const body = { ...toFilterBody(filter), ...paging };
  const checked = FilterProductsBodySchema.safeParse(body);
  if (!checked.success) return null;
  const list = await filterProducts(ctx.db, toFilterInput(checked.data)).catch(
    unlessUnknownCategory,
  );
  if (!list) return null;
  const { filtered_products: products, count } = list;
  return { query: [['catalog', 'filter', body], list], products, count };
}

/** The list of /search as the web app asks for it (search-page.tsx): the URL's text, filter, page. */
async function searchList(
  ctx: PageContext,
  { q, filter }: SearchState,
  page: number,
): Promise<PageList | null> {
  const body = { search: q, ...toFilterBody(filter), page, page_size: PAGE_SIZE_DEFAULT };
  const checked = SearchProductsBodySchema.safeParse(body);
  if (!checked.success) return null;
  const list = await searchProducts(ctx.db, checked.data).catch(unlessUnknownCategory);
  if (!list) return null;
  const { search_products: products, count } = list;
  return { query: [['catalog', 'search', body], list], products, count };
}

export async function listPage(
  ctx: PageContext,
  path: '/shop' | '/catalogo',
  heading: string,
  params: URLSearchParams,
): Promise<RenderedPage> {
  const [list, brands] = await Promise.all([
    catalogList(ctx, params),
    // /shop's filter panel offers the brands.
    path === '/shop' ? listBrands(ctx.db) : null,
  ]);
  const products = list?.products ?? [];
  return {
    status: 200,
    head: {
      ...baseHead(ctx, path),
      title: `${heading} | ${SHOP_PROFILE.name}`,
      description: `${heading}: ${list?.count ?? 0} productos de ${SHOP_PROFILE.name} en Quito. Herramientas, material eléctrico, iluminación y plomería.`,
    },
    body: main(productSection(ctx, heading, products, 'h1')),
    queries: [
      ...(list ? [list.query] : []),
      // The web app keeps the list itself under this key (getBrands).
      ...(brands ? [[['catalog', 'brands'], brands.brands] as [unknown[], unknown]] : []),
    ],
    cards: products.map((p) => p.id),
  };
}

/**
 * /search: the list the URL asks for, rendered with the page. A category page (`?q=&category=ID`, a
 * menu's link) is indexed under its category's name; an unknown category is a 404 page.
 */
export async function searchPage(ctx: PageContext, url: URL): Promise<RenderedPage> {
  // The URL read as the web app reads it (ADR 097); the head's text trimmed and cut.
  const state = readSearchState(url.searchParams);
  const q = state.q.trim().slice(0, 100);
  const categoryId = state.filter.category_id;
  const [list, brands, tree] = await Promise.all([
    searchList(ctx, state, readPageParam(url.searchParams)),
    // The filter panel offers the brands, as on /shop.
    listBrands(ctx.db),
    categoryId > 0 && q === '' ? listCategoryTree(ctx.db) : null,
  ]);
  const queries: [unknown[], unknown][] = [
    ...(list ? [list.query] : []),
    [['catalog', 'brands'], brands.brands],
  ];
  const cards = list?.products.map((p) => p.id) ?? [];
  if (tree) {
    const trail = findPath(tree, categoryId);
    const category = trail.at(-1);
    if (!category) return notFoundPage(ctx, url.pathname);
    const products = list?.products ?? [];
    const canonical = categoryUrl(ctx.base, categoryId);
    return {
      status: 200,
      head: {
        ...baseHead(ctx, '/search'),
        canonical,
        title: `${category.name} | ${SHOP_PROFILE.name}`,
        description: `${category.name}: ${list?.count ?? 0} productos en ${SHOP_PROFILE.name}, Quito.`,
        image: products[0] ? abs(ctx, products[0].photo) : `${ctx.base}${DEFAULT_IMAGE}`,
        jsonLd: [
          breadcrumbJsonLd([
            { name: 'Inicio', url: `${ctx.base}/` },
            ...trail.map((c) => ({ name: c.name, url: categoryUrl(ctx.base, c.id) })),
          ]),
        ],
      },
      body: main(productSection(ctx, category.name, products, 'h1')),
      queries: [...queries, [['catalog', 'categories'], tree]],
      cards,
    };
  }
  const title = `${q ? `${q} - ` : ''}Buscar productos | ${SHOP_PROFILE.name}`;
  const canonical = q
    ? `${ctx.base}/search?${new URLSearchParams({ q }).toString()}`
    : `${ctx.base}/search`;
  return {
    status: 200,
    head: { ...baseHead(ctx, '/search'), canonical, title, noindex: !q },
    body: '',
    queries,
    cards,
  };
}

export async function productPage(ctx: PageContext, id: number): Promise<RenderedPage> {
  const found = await findPublicProduct(ctx.db, id);
  if (!found) return notFoundPage(ctx, `/product/${id}`);
  const { product: p } = found;
  const url = `${ctx.base}/product/${p.id}`;
  const images = found.images.map((i) => abs(ctx, i));
  const [tree, related] = await Promise.all([
    listCategoryTree(ctx.db),
    listRelatedProducts(ctx.db, p.id),
  ]);
  const trail = findPath(tree, p.category);
  const crumbs = [
    { name: 'Inicio', url: `${ctx.base}/` },
    ...trail.map((c) => ({ name: c.name, url: categoryUrl(ctx.base, c.id) })),
    { name: p.name, url },
  ];
  const rating = ctx.rating ? await ctx.rating(ctx.db, p.id) : null;
  const description = plainText(p.description) || p.name;
  const body = main(
    `<nav aria-label="Migas de pan" class="text-sm text-slate-600"><ol class="flex flex-wrap gap-1">${crumbs
      .map(
        (c, i) =>
          `<li>${i < crumbs.length - 1 ? `<a href="${escapeHtml(c.url)}">${escapeHtml(c.name)}</a> ›` : escapeHtml(c.name)}</li>`,
      )
      .join('')}</ol></nav>` +
      `<article class="mt-6 grid gap-8 md:grid-cols-2">` +
      `<img src="${escapeHtml(p.photo)}" alt="${escapeHtml(p.name)}" width="600" height="600" fetchpriority="high" class="aspect-square w-full rounded-lg bg-white object-contain">` +
      `<div><h1 class="text-2xl font-extrabold text-slate-900 sm:text-3xl">${escapeHtml(p.name)}</h1>` +
      `<p class="mt-1 text-sm text-slate-600">${escapeHtml(p.brand)} · SKU ${escapeHtml(p.sku)}</p>` +
      `<p class="mt-4 text-3xl font-bold text-slate-900">${escapeHtml(formatUsd(moneyToCents(p.price)))}</p>` +
      `<p class="mt-2 text-sm">${p.quantity > 0 ? 'En stock' : 'Agotado'}</p>` +
      // The description is sanitized HTML (the catalogue's writer keeps it so).
      `<div class="prose mt-6 text-slate-700">${p.description}</div></div></article>`,
  );
  return {
    status: 200,
    head: {
      ...baseHead(ctx, `/product/${p.id}`),
      title: `${p.name} | ${SHOP_PROFILE.name}`,
      description,
      image: images[0],
      type: 'product',
      price: p.price,
      jsonLd: [
        productJsonLd({ product: p, images, url, aggregateRating: rating }),
        breadcrumbJsonLd(crumbs),
      ],
    },
    body,
    queries: [
      [['catalog', 'product', p.id], p],
      [['catalog', 'related', p.id], related],
      [['catalog', 'categories'], tree],
    ],
    cards: related.map((r) => r.id),
    product: p.id,
  };
}

export function notFoundPage(ctx: PageContext, path: string): RenderedPage {
  return {
    status: 404,
    head: {
      ...baseHead(ctx, path),
      title: `Página no encontrada | ${SHOP_PROFILE.name}`,
      noindex: true,
    },
    body:
      `<main class="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">` +
      `<h1 class="mt-4 text-3xl font-extrabold text-slate-900">Error404</h1>` +
      `<p class="mt-3 text-slate-600">La página que buscas no existe o cambió de dirección.</p>` +
      `<p class="mt-8"><a href="/">Volver al inicio</a> · <a href="/shop">Ver productos</a></p></main>`,
    queries: [],
  };
}

function findPath(nodes: CategoryNode[], id: number): CategoryNode[] {
  for (const n of nodes) {
    if (n.id === id) return [n];
    const below = findPath(n.sub_categories, id);
    if (below.length) return [n, ...below];
  }
  return [];
}
