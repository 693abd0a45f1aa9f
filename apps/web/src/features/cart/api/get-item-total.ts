import { contractSchema } from '@/lib/contract-schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

/** GET /api/cart/get-item-total: the number of distinct lines. */
export function getItemTotal() {
  return request(api.cart.itemTotal, {
    auth: true,
    schema: contractSchema((c) => c.CartItemTotalResponseSchema),
  });
}

export function itemTotalQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: cartKeys.itemTotal(),
    queryFn: async () => (await getItemTotal()).total_items,
    enabled,
  });
}
