// Zod-free values and functions of wishlist.ts, for the web's first paint (ADR 040); wishlist.ts
// re-exports them.

/** `{"error": ...}` messages of the family's wishlist endpoints. */
export const WISHLIST_ERRORS = {
  badProductId: 'Product ID must be an integer',
  productNotFound: 'This product does not exist',
  removeProductNotFound: 'Product with this ID does not exist',
  alreadyInWishlist: 'Item already in wishlist',
  notInWishlist: 'This product is not in your wishlist',
} as const;

/** Most product ids a guest's hearts may send to synch. */
export const WISHLIST_MAX_ITEMS = 200;
