/**
 * The shop's first load: its routes and their modules (src/app/routes), read by check-bundle.mjs
 * (the initial-JS budget); the back office has its own chunks.
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
