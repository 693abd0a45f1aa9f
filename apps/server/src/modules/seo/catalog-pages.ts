import { type CategoryNode, formatUsd, moneyToCents, PAGE_SIZE_DEFAULT } from '@shop/contract';
import {
  filterProducts,
  findPublicProduct,
  listBrands,
  listCategoryTree,
  listProducts,
  listRelatedProducts,
} from '../catalog/catalog.service.js';
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

export async function listPage(
  ctx: PageContext,
  path: string,
  heading: string,
): Promise<RenderedPage> {
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
export async function searchPage(ctx: PageContext, url: URL): Promise<RenderedPage> {
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
