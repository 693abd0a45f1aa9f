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
