import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** GET /api/csrf-token: the seed fetches it on the activation screen; nothing uses the answer. */
export const csrfTokenQueryOptions = () =>
  queryOptions({
    queryKey: ['csrf-token'],
    queryFn: () => request(api.catalog.csrf),
    retry: false,
    staleTime: Infinity,
  });

export function useCsrfToken() {
  return useQuery(csrfTokenQueryOptions());
}
