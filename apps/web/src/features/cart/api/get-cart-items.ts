import { contractSchema } from '@/lib/contract-schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

/** GET /api/cart/cart-items: the signed-in customer's lines, in the order they were added. */
export function getCartItems() {
  return request(api.cart.items, {
    auth: true,
    schema: contractSchema((c) => c.CartResponseSchema),
  });
}

export function cartItemsQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: cartKeys.items(),
    queryFn: async () => (await getCartItems()).cart,
    enabled,
  });
}
