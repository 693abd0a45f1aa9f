import { OrderResponseSchema } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** GET /api/guest/orders/{tx}?token=: a guest's order through its private link (ADR 028). */
export async function getGuestOrder(transactionId: string, token: string) {
  const { order } = await request(api.guest.order(transactionId), {
    query: { token },
    schema: OrderResponseSchema,
  });
  return order;
}

export function useGuestOrder(transactionId: string, token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['orders', 'guest', transactionId, token] as const,
      queryFn: () => getGuestOrder(transactionId, token),
      enabled: Boolean(token),
      retry: false,
    }),
  );
}
