import { contractSchema } from '@/lib/contract-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { ordersKeys } from './get-orders';

/** GET /api/orders/get-order/{transaction_id}/detail: the order page's data. */
export function getOrderDetail(transactionId: string) {
  return request(api.orders.page(transactionId), {
    auth: true,
    schema: contractSchema((c) => c.OrderDetailResponseSchema),
  });
}

export function orderDetailQueryOptions(transactionId: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...ordersKeys.all, 'detail', transactionId] as const,
    queryFn: () => getOrderDetail(transactionId),
    enabled,
    staleTime: 0,
    retry: false,
    // While the SRI works on the invoice the page asks again every few seconds.
    refetchInterval: (query) => {
      const status = query.state.data?.invoice?.status;
      return status === 'generated' || status === 'signed' || status === 'received' ? 3_000 : false;
    },
  });
}

export function useOrderDetail(transactionId: string) {
  const { access } = useSession();
  return useQuery(orderDetailQueryOptions(transactionId, Boolean(access)));
}
