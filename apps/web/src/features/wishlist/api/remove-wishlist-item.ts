import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** DELETE /api/wishlist/remove-item: answers the whole list (404 when it was not there). */
export async function removeWishlistItem(productId: number) {
  const { wishlist } = await request(api.wishlist.remove, {
    method: 'DELETE',
    auth: true,
    body: { product_id: productId },
    schema: contractSchema((c) => c.WishlistResponseSchema),
  });
  return wishlist;
}
