import { formatUsd, moneyToCents, type Product } from '@shop/contract';
import { escapeHtml } from './html.js';
import { SHOP_PROFILE } from './shop-profile.js';
import type { PageContext } from './page-context.js';

// The visible HTML of the first paint (the app replaces it once it renders): the top bar's
// place, the home page's welcome, product cards.

/**
 * The top bar's place (same colours, fixed, the content below it by the app's --topbar-h) around
 * the snapshot, so the app's own top bar appears where the first HTML had one.
 */
export function shell(content: string): string {
  return (
    `<header class="fixed inset-x-0 top-0 z-40 bg-brand-900 text-white shadow-lg">` +
    `<div class="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3">` +
    `<a href="/" class="py-2 text-lg font-bold">${escapeHtml(SHOP_PROFILE.name)}</a>` +
    `<nav aria-label="Principal" class="ml-auto flex items-center gap-4 text-sm font-medium">` +
    `<a href="/shop">Tienda</a><a href="/catalogo">Catálogo</a><a href="/cart">Carrito</a></nav>` +
    `</div></header><div class="flex-1 pt-(--topbar-h)">${content}</div>`
  );
}

export const main = (inner: string) => `<main class="mx-auto max-w-7xl px-4 py-8">${inner}</main>`;

/**
 * The home page's welcome with the same text and classes as the app's (apps/web/src/features/
 * catalog/components/hero.tsx, without its desktop-only drawing): the largest text of the first
 * paint, so the app's render, which replaces it, paints nothing larger (Largest Contentful Paint
 * stays the first paint).
 */
export const HOME_HERO =
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

export function productSection(
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
        `<span class="block text-slate-900">${escapeHtml(formatUsd(moneyToCents(p.price)))}</span></li>`,
    )
    .join('');
  void ctx;
  return (
    `<section class="py-6"><${tag} class="text-2xl font-bold text-slate-900">${escapeHtml(heading)}</${tag}>` +
    `<ul class="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">${items}</ul></section>`
  );
}
