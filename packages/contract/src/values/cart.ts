// Zod-free values and functions of cart.ts, for the web's first paint (ADR 040); cart.ts
// re-exports them.

/** `{"error": ...}` messages of the cart endpoints, for clients that branch on them. */
export const CART_ERRORS = {
  productNotFound: 'This product does not exist',
  alreadyInCart: 'Item is already in cart',
  notEnoughStock: 'Not enough of this item in stock',
  notInCart: 'This product is not in your cart',
} as const;

/**
 * Most units of one product in a cart line (ADR 072): bulk orders ("Más de 10") up to the stock;
 * this only bounds absurd input.
 */
export const CART_MAX_COUNT = 999;

/** The 400 `count` message over a product's maximum per order set by staff (ADR 082). */
export const cartMaxPerOrderMessage = (max: number) =>
  `Puedes pedir como máximo ${max} ${max === 1 ? 'unidad' : 'unidades'} de este producto por pedido.`;

/** The seed's quantity choices, 1 to 10; "Más de 10" takes any other count up to the stock. */
export const CART_SELECT_COUNTS = 10;

/** Most distinct lines a guest cart may send to synch. */
export const CART_MAX_LINES = 100;
