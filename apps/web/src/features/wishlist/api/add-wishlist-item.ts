import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** POST /api/wishlist/add-item: answers the whole list (409 when the product is there already). */
export async function addWishlistItem(productId: number) {
  const { wishlist } = await request(api.wishlist.add, {
    method: 'POST',
    auth: true,
    body: { product_id: productId },
    schema: contractSchema((c) => c.WishlistResponseSchema),
  });
  return wishlist;
}
