// Zod-free values and functions of cart.ts, for the web's first paint (ADR 040); cart.ts
// re-exports them.

/** `{"error": ...}` messages of the cart endpoints, for clients that branch on them. */
export const CART_ERRORS = {
  productNotFound: 'This product does not exist',
  alreadyInCart: 'Item is already in cart',
  notEnoughStock: 'Not enough of this item in stock',
  notInCart: 'This product is not in your cart',
} as const;

/** Most units of one product in a cart line. */
export const CART_MAX_COUNT = 10;

/** Most distinct lines a guest cart may send to synch. */
export const CART_MAX_LINES = 100;
