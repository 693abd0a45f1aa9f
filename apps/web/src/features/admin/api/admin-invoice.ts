import { contractSchema } from '@/lib/contract-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** GET /api/admin/orders/{transaction_id}/invoice: the order's SRI invoice (any state) or null. */
export function getAdminInvoice(transactionId: string) {
  return request(api.admin.orderInvoice(transactionId), {
    auth: true,
    schema: contractSchema((c) => c.AdminInvoiceResponseSchema),
  });
}

export function useAdminInvoice(transactionId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'orders', 'invoice', transactionId] as const,
      queryFn: () => getAdminInvoice(transactionId),
      retry: false,
    }),
  );
}
