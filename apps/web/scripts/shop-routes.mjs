/**
 * The shop's first load: its routes and their modules (src/app/routes), and the compile hint its
 * files carry. Read by vite.config.ts and compile-hints.ts (marking the files) and by
 * check-bundle.mjs (the initial-JS budget, the hints' check); the back office has its own chunks.
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

/** V8's explicit compile hint for a whole file (Chromium 136 and later; ignored elsewhere). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * First-load files smaller than this (bytes) go without V8's compile hint: compiling them lazily
 * costs next to nothing, and the hint's bytes would (ADR 048). Read by compile-hints.ts and
 * check-bundle.mjs.
 */
export const HINT_MIN_BYTES = 2000;
