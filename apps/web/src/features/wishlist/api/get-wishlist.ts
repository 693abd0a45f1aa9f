import { contractSchema } from '@/lib/contract-schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { wishlistKeys } from './wishlist-keys';

/** GET /api/wishlist/wishlist-items: the list, in the order the products were added. */
export async function getWishlist() {
  return (
    await request(api.wishlist.items, {
      auth: true,
      schema: contractSchema((c) => c.WishlistResponseSchema),
    })
  ).wishlist;
}

export function wishlistQueryOptions(enabled: boolean) {
  return queryOptions({ queryKey: wishlistKeys.items(), queryFn: getWishlist, enabled });
}
