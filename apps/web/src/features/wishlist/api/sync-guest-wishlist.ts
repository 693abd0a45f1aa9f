import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** PUT /api/wishlist/synch: merges a guest's hearts after sign-in; answers the whole list. */
export async function syncGuestWishlist(productIds: number[]) {
  const { wishlist } = await request(api.wishlist.synch, {
    method: 'PUT',
    auth: true,
    body: { product_ids: productIds },
    schema: contractSchema((c) => c.WishlistResponseSchema),
  });
  return wishlist;
}
