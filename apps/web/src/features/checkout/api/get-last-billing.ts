import { contractSchema } from '@/lib/contract-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** GET /api/orders/last-billing: the billing data of the customer's last invoice, or null. */
export async function getLastBilling() {
  const { billing } = await request(api.orders.lastBilling, {
    auth: true,
    schema: contractSchema((c) => c.LastBillingResponseSchema),
  });
  return billing;
}

/** Only for a signed-in customer: a guest has no last order (the server answers 403). */
export function useLastBilling(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['checkout', 'last-billing'] as const,
      queryFn: getLastBilling,
      staleTime: 0,
      retry: false,
      enabled,
    }),
  );
}
