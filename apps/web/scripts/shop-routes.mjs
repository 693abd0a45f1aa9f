/**
 * The shop's routes and their modules (src/app/routes): what a first visit loads. Read by
 * check-bundle.mjs (the initial-JS budget) and vite.config.ts (the compile hints); the back office
 * has its own chunks.
 */
export const SHOP_ROUTES = {
  '/': 'home',
  '/shop': 'shop',
  '/catalogo': 'catalogo',
  '/product/:id': 'product',
  '/search': 'search',
  '/cart': 'cart',
  '/checkout': 'checkout',
  '/login': 'login',
  '/signup': 'signup',
  '*': 'not-found',
};

/**
 * First-load files smaller than this (bytes) go without V8's compile hint: compiling them lazily
 * costs next to nothing, and the hint's bytes would (ADR 048). Read by compile-hints.ts and
 * check-bundle.mjs.
 */
export const HINT_MIN_BYTES = 2000;
