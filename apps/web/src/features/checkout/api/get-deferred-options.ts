import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schemas';

/**
 * GET /api/payment/kushki/deferred/:bin: the diferidos the card's bank offers. The route exists
 * only with PAYMENT_PROVIDER=kushki; any other answer (the sandbox's 404) means none are offered.
 */
export function getDeferredOptions(bin: string) {
  return request(api.checkout.kushkiDeferred(bin), {
    auth: true,
    schema: contractSchema((c) => c.DeferredOptionsResponseSchema),
  });
}

export function useDeferredOptions(bin: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['checkout', 'deferred', bin],
      queryFn: () => getDeferredOptions(bin!),
      enabled: bin !== null,
      retry: false,
      staleTime: 5 * 60_000,
    }),
  );
}
