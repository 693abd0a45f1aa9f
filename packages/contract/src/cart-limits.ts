// Zod-free: the web's first paint imports these without the cart's schemas (ADR 040).

/** Most units of one product in a cart line. */
export const CART_MAX_COUNT = 10;
/** Most distinct lines a guest cart may send to synch. */
export const CART_MAX_LINES = 100;
