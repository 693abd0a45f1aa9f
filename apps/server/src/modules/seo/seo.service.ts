import { type CategoryNode, PAGE_SIZE_DEFAULT, type Product } from '@shop/contract';
import type { Db } from '../../db/client.js';
import {
  filterProducts,
  findPublicProduct,
  listBrands,
  listCategoryTree,
  listProducts,
  listRelatedProducts,
} from '../catalog/catalog.service.js';
import { escapeHtml, plainText } from './html.js';
import {
  type AggregateRatingInput,
  breadcrumbJsonLd,
  productJsonLd,
  storeJsonLd,
} from './json-ld.js';
import { SHOP_PROFILE } from './shop-profile.js';

/** The head of one page: every tag a search engine or a link preview reads. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** Absolute image URL for Open Graph / Twitter. */
  image?: string;
  type: 'website' | 'product';
  /** A product's price, "12.50" in USD. */
  price?: string;
  noindex?: boolean;
  jsonLd: Record<string, unknown>[];
}

/** One page's first HTML: status, head, the visible content and the data React starts from. */
export interface RenderedPage {
  status: 200 | 404;
  head: PageHead;
  /** HTML of the page's visible content, placed in #root until the app renders. */
  body: string;
  /** [queryKey, data] pairs the web app puts in its query cache before its first render. */
  queries: [unknown[], unknown][];
  /** Ids of the product cards the page shows (their ratings come with the page). */
  cards?: number[];
  /** The product of a product page (its reviews come with the page). */
  product?: number;
}

/** Looks up a product's review summary; the reviews module plugs in here. */
export type RatingLookup = (db: Db, productId: number) => Promise<AggregateRatingInput | null>;

/**
 * What other modules add to every page's first data (the shop's details, the cards' ratings), so
 * the app's first render asks the API for nothing (issue 14's Total Blocking Time).
 */
export type PageQueries = (
  db: Db,
  page: { cards: number[]; product?: number },
) => Promise<[unknown[], unknown][]>;

export interface PageContext {
  db: Db;
  /** PUBLIC_URL without a trailing slash. */
  base: string;
  rating?: RatingLookup;
  pageQueries?: PageQueries;
}

const HOME_TITLE = `${SHOP_PROFILE.name} | Herramientas y material eléctrico en Quito`;
const DEFAULT_IMAGE = '/favicon.svg';

/** Client routes that exist but carry no catalogue content; private ones are not indexed. */
const APP_PAGES: { pattern: RegExp; title: string; index?: boolean }[] = [
  { pattern: /^\/cart$/, title: 'Carrito de compras' },
  { pattern: /^\/checkout$/, title: 'Verificar compra' },
  { pattern: /^\/signup$/, title: 'Crear cuenta', index: true },
  { pattern: /^\/login$/, title: 'Iniciar sesión', index: true },
  { pattern: /^\/activate\/[^/]+\/[^/]+$/, title: 'Activar cuenta' },
  { pattern: /^\/reset_password$/, title: 'Recuperar tu contraseña' },
  { pattern: /^\/password\/reset\/confirm\/[^/]+\/[^/]+$/, title: 'Nueva contraseña' },
  { pattern: /^\/invitacion\/[^/]+\/[^/]+$/, title: 'Crea tu contraseña' },
  { pattern: /^\/thankyou$/, title: '¡Gracias por tu compra!' },
  { pattern: /^\/pedido\/[^/]+$/, title: 'Tu pedido' },
  { pattern: /^\/dashboard(\/.*)?$/, title: 'Mi cuenta' },
  { pattern: /^\/admin(\/.*)?$/, title: 'Administración' },
];

/** The first HTML of any page path the web app answers (a 404 page for unknown ones). */
export async function describePage(ctx: PageContext, url: URL): Promise<RenderedPage> {
  const page = await describeContent(ctx, url);
  if (!page.body) return page;
  // The top bar's category select and the breadcrumbs read the tree: with it in the cache they
  // render at once instead of pushing the page down when it arrives.
  const categories = page.queries.some(([key]) => key[1] === 'categories')
    ? []
    : [[['catalog', 'categories'], await listCategoryTree(ctx.db)] as [unknown[], unknown]];
  const others = ctx.pageQueries
    ? await ctx.pageQueries(ctx.db, { cards: page.cards ?? [], product: page.product })
    : [];
  return { ...page, body: shell(page.body), queries: [...page.queries, ...categories, ...others] };
}

/**
 * The top bar's place (same colours, fixed, the content below it by the app's --topbar-h) around
 * the snapshot, so the app's own top bar appears where the first HTML had one.
 */
function shell(content: string): string {
  return (
    `<header class="fixed inset-x-0 top-0 z-40 bg-brand-900 text-white shadow-lg">` +
    `<div class="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3">` +
    `<a href="/" class="py-2 text-lg font-bold">${escapeHtml(SHOP_PROFILE.name)}</a>` +
    `<nav aria-label="Principal" class="ml-auto flex items-center gap-4 text-sm font-medium">` +
    `<a href="/shop">Tienda</a><a href="/catalogo">Catálogo</a><a href="/cart">Carrito</a></nav>` +
    `</div></header><div class="flex-1 pt-(--topbar-h)">${content}</div>`
  );
}

async function describeContent(ctx: PageContext, url: URL): Promise<RenderedPage> {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return homePage(ctx);
  if (path === '/shop') return listPage(ctx, '/shop', 'Filtro de Productos');
  if (path === '/catalogo') return listPage(ctx, '/catalogo', 'Catalogos');
  if (path === '/search') return searchPage(ctx, url);
  const product = /^\/product\/(\d{1,10})$/.exec(path);
  if (product) return productPage(ctx, Number(product[1]));
  if (path.startsWith('/product/')) return notFoundPage(ctx, path);
  const app = APP_PAGES.find((p) => p.pattern.test(path));
  if (app) {
    return {
      status: 200,
      head: {
        ...baseHead(ctx, path),
        title: `${app.title} | ${SHOP_PROFILE.name}`,
        noindex: !app.index,
      },
      body: '',
      queries: [],
    };
  }
  return notFoundPage(ctx, path);
}

function baseHead(ctx: PageContext, path: string): PageHead {
  return {
    title: HOME_TITLE,
    description: SHOP_PROFILE.description,
    canonical: `${ctx.base}${path}`,
    image: `${ctx.base}${DEFAULT_IMAGE}`,
    type: 'website',
    jsonLd: [],
  };
}

const abs = (ctx: PageContext, mediaPath: string) =>
  /^https?:\/\//.test(mediaPath) ? mediaPath : `${ctx.base}${mediaPath}`;

async function homePage(ctx: PageContext): Promise<RenderedPage> {
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

async function listPage(ctx: PageContext, path: string, heading: string): Promise<RenderedPage> {
  const params = {
    sortBy: 'date_created',
    order: 'desc',
    page: 1,
    page_size: PAGE_SIZE_DEFAULT,
  } as const;
  const [list, brands] = await Promise.all([
    listProducts(ctx.db, params),
    // /shop's filter panel offers the brands.
    path === '/shop' ? listBrands(ctx.db) : null,
  ]);
  return {
    status: 200,
    head: {
      ...baseHead(ctx, path),
      title: `${heading} | ${SHOP_PROFILE.name}`,
      description: `${heading}: ${list.count} productos de ${SHOP_PROFILE.name} en Quito. Herramientas, material eléctrico, iluminación y plomería.`,
    },
    body: main(productSection(ctx, heading, list.products, 'h1')),
    queries: [
      [['catalog', 'products', params], list],
      // The web app keeps the list itself under this key (getBrands).
      ...(brands ? [[['catalog', 'brands'], brands.brands] as [unknown[], unknown]] : []),
    ],
    cards: list.products.map((p) => p.id),
  };
}

/** /search: a category page (`?category=ID`) lists its products; other searches carry a head. */
async function searchPage(ctx: PageContext, url: URL): Promise<RenderedPage> {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const categoryParam = url.searchParams.get('category') ?? '';
  const categoryId = /^\d{1,9}$/.test(categoryParam) ? Number(categoryParam) : 0;
  if (categoryId > 0 && q === '') {
    const trail = findPath(await listCategoryTree(ctx.db), categoryId);
    const category = trail.at(-1);
    if (!category) return notFoundPage(ctx, url.pathname);
    const list = await filterProducts(ctx.db, {
      category_id: categoryId,
      price_range: 'Any',
      sort_by: 'date_created',
      order: 'desc',
      page: 1,
      page_size: PAGE_SIZE_DEFAULT,
    });
    const canonical = categoryUrl(ctx.base, categoryId);
    return {
      status: 200,
      head: {
        ...baseHead(ctx, '/search'),
        canonical,
        title: `${category.name} | ${SHOP_PROFILE.name}`,
        description: `${category.name}: ${list.count} productos en ${SHOP_PROFILE.name}, Quito.`,
        image: list.filtered_products[0]
          ? abs(ctx, list.filtered_products[0].photo)
          : `${ctx.base}${DEFAULT_IMAGE}`,
        jsonLd: [
          breadcrumbJsonLd([
            { name: 'Inicio', url: `${ctx.base}/` },
            ...trail.map((c) => ({ name: c.name, url: categoryUrl(ctx.base, c.id) })),
          ]),
        ],
      },
      body: main(productSection(ctx, category.name, list.filtered_products, 'h1')),
      queries: [],
      cards: list.filtered_products.map((p) => p.id),
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
    queries: [],
  };
}

async function productPage(ctx: PageContext, id: number): Promise<RenderedPage> {
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
      `<p class="mt-4 text-3xl font-bold text-slate-900">$${escapeHtml(p.price)}</p>` +
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

function notFoundPage(ctx: PageContext, path: string): RenderedPage {
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

export function categoryUrl(base: string, id: number): string {
  return `${base}/search?${new URLSearchParams({ q: '', category: String(id) }).toString()}`;
}

function findPath(nodes: CategoryNode[], id: number): CategoryNode[] {
  for (const n of nodes) {
    if (n.id === id) return [n];
    const below = findPath(n.sub_categories, id);
    if (below.length) return [n, ...below];
  }
  return [];
}

const main = (inner: string) => `<main class="mx-auto max-w-7xl px-4 py-8">${inner}</main>`;

/**
 * The home page's welcome with the same text and classes as the app's (apps/web/src/features/
 * catalog/components/hero.tsx, without its desktop-only drawing): the largest text of the first
 * paint, so the app's render, which replaces it, paints nothing larger (Largest Contentful Paint
 * stays the first paint).
 */
const HOME_HERO =
  `<section aria-labelledby="bienvenida" class="relative overflow-hidden bg-brand-900 text-white">` +
  `<div class="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1.3fr_1fr] lg:py-20"><div>` +
  `<p class="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-300">Quito · Ecuador</p>` +
  `<h1 id="bienvenida" class="mt-5 text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">` +
  `Bienvenido a Ferretería El Volt, <span class="text-accent-400">tu tienda de confianza</span></h1>` +
  `<p class="mt-5 max-w-xl text-lg text-brand-100">Calidad en cada producto, 100% garantizado. ` +
  `Herramientas eléctricas y manuales, material eléctrico, iluminación y plomería para tu obra y tu hogar.</p>` +
  `<div class="mt-8 flex flex-wrap gap-3">` +
  `<a href="/shop" class="inline-flex items-center justify-center rounded-lg bg-accent-400 px-6 py-3 text-base font-semibold text-brand-950 shadow-sm">Ver productos</a>` +
  `<a href="/catalogo" class="inline-flex items-center justify-center rounded-lg border border-white/40 px-6 py-3 text-base font-semibold text-white">Ver catálogo</a></div>` +
  `</div></div></section>`;

function productSection(
  ctx: PageContext,
  heading: string,
  products: Product[],
  tag: 'h1' | 'h2' = 'h2',
  firstRow = tag === 'h1' ? 2 : 0,
): string {
  // The first row on a phone is in view at once: fetched with the page, the rest when scrolled to.
  const items = products
    .map(
      (p, i) =>
        `<li class="rounded-lg border border-slate-200 bg-white p-4"><a href="/product/${p.id}">` +
        `<img src="${escapeHtml(p.get_thumbnail)}" alt="" width="300" height="300" ${i < firstRow ? 'fetchpriority="high"' : 'loading="lazy"'} class="aspect-square w-full object-contain">` +
        `<span class="mt-2 block font-semibold">${escapeHtml(p.name)}</span></a>` +
        `<span class="block text-slate-900">$${escapeHtml(p.price)}</span></li>`,
    )
    .join('');
  void ctx;
  return (
    `<section class="py-6"><${tag} class="text-2xl font-bold text-slate-900">${escapeHtml(heading)}</${tag}>` +
    `<ul class="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">${items}</ul></section>`
  );
}
