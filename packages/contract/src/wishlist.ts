import { z } from 'zod';
import { WISHLIST_MAX_ITEMS } from './values/wishlist.js';
import { ProductSchema } from './catalog.js';
export { WISHLIST_ERRORS } from './values/wishlist.js';

export { WISHLIST_MAX_ITEMS } from './values/wishlist.js';

export const WishlistItemSchema = z.object({ id: z.number().int(), product: ProductSchema });
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** The whole list, in the order the products were added. */
export const WishlistResponseSchema = z.object({ wishlist: z.array(WishlistItemSchema) });
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;

export const WishlistItemTotalResponseSchema = z.object({ total_items: z.number().int() });

/**
 * `{"product_id": ...}`: the family answers 404 "Product ID must be an integer" to anything that is
 * not an integer, so the body takes any value and the service checks it.
 */
export const WishlistProductBodySchema = z.object({ product_id: z.unknown().optional() });

/** Our addition: the guest's hearts merged after sign-in (PUT /api/wishlist/synch). */
export const SynchWishlistBodySchema = z.object({
  product_ids: z
    .array(z.number().int().positive().max(2147483647), {
      error: (iss) =>
        iss.input === undefined ? 'This field is required.' : 'Expected a list of product ids.',
    })
    .max(WISHLIST_MAX_ITEMS, `Ensure this field has no more than ${WISHLIST_MAX_ITEMS} elements.`),
});
export type SynchWishlistBody = z.infer<typeof SynchWishlistBodySchema>;
