import type { AdminOrderRefundBody, AdminOrderStatusBody, OrderStatus } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

export interface OrdersFilter {
  search: string;
  status: OrderStatus | '';
  /** The payment status (issue 31); '' = every one. */
  payment_status?: string;
  date_from: string;
  date_to: string;
  page: number;
}

export const adminOrdersKeys = {
  all: ['admin', 'orders'] as const,
  list: (f: OrdersFilter) => ['admin', 'orders', 'list', f] as const,
  detail: (tid: string) => ['admin', 'orders', 'detail', tid] as const,
};

export const ADMIN_PAGE_SIZE = 20;

/** GET /api/admin/orders */
export function getAdminOrders(f: OrdersFilter) {
  return request(api.admin.orders, {
    auth: true,
    schema: contractSchema((c) => c.AdminOrdersResponseSchema),
    query: {
      search: f.search || undefined,
      status: f.status || undefined,
      payment_status: f.payment_status || undefined,
      date_from: f.date_from || undefined,
      date_to: f.date_to || undefined,
      page: f.page,
      page_size: ADMIN_PAGE_SIZE,
    },
  });
}

export function useAdminOrders(f: OrdersFilter) {
  return useQuery(
    queryOptions({
      queryKey: adminOrdersKeys.list(f),
      queryFn: () => getAdminOrders(f),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/admin/orders/{transaction_id} */
export function useAdminOrder(transactionId: string) {
  return useQuery({
    queryKey: adminOrdersKeys.detail(transactionId),
    queryFn: () =>
      request(api.admin.order(transactionId), {
        auth: true,
        schema: contractSchema((c) => c.AdminOrderDetailSchema),
      }),
  });
}

/** A POST on one order that answers the order's new detail (kept, and the lists refreshed). */
function useOrderAction<Body>(transactionId: string, url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      request(url, {
        method: 'POST',
        auth: true,
        body,
        schema: contractSchema((c) => c.AdminOrderDetailSchema),
      }),
    onSuccess: (detail) => {
      client.setQueryData(adminOrdersKeys.detail(transactionId), detail);
      void client.invalidateQueries({ queryKey: [...adminOrdersKeys.all, 'list'] });
    },
  });
}

/** POST /api/admin/orders/{transaction_id}/status */
export function useChangeOrderStatus(transactionId: string) {
  return useOrderAction<AdminOrderStatusBody>(transactionId, api.admin.orderStatus(transactionId));
}

/** POST /api/admin/orders/{transaction_id}/refund (administrador): the whole card payment back. */
export function useRefundOrder(transactionId: string) {
  return useOrderAction<AdminOrderRefundBody>(transactionId, api.admin.orderRefund(transactionId));
}
