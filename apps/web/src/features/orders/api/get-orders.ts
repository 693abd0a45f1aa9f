import { contractSchema } from '@/lib/contract-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const ordersKeys = { all: ['orders'] as const };

/** GET /api/orders/get-orders: the customer's orders, newest first. */
export async function getOrders() {
  const { orders } = await request(api.orders.list, {
    auth: true,
    schema: contractSchema((c) => c.OrdersResponseSchema),
  });
  return orders;
}

export function ordersQueryOptions(enabled: boolean) {
  return queryOptions({ queryKey: ordersKeys.all, queryFn: getOrders, enabled, staleTime: 0 });
}

/** The seed sends this call only when an access token is stored. */
export function useOrders() {
  const { access } = useSession();
  return useQuery(ordersQueryOptions(Boolean(access)));
}
