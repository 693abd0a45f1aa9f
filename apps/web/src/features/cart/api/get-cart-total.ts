import { contractSchema } from '@/lib/contract-schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

/** GET /api/cart/get-total: total_cost and total_compare_cost, as numbers. */
export function getCartTotal() {
  return request(api.cart.total, {
    auth: true,
    schema: contractSchema((c) => c.CartTotalResponseSchema),
  });
}

export function cartTotalQueryOptions(enabled: boolean) {
  return queryOptions({ queryKey: cartKeys.total(), queryFn: getCartTotal, enabled });
}
