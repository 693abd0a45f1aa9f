import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchProductsBody } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

export function searchProducts(body: SearchProductsBody, signal?: AbortSignal) {
  return request(api.catalog.search, {
    method: 'POST',
    body,
    schema: contractSchema((c) => c.SearchProductsResponseSchema),
    signal,
  });
}

export const searchProductsQuery = (body: SearchProductsBody) =>
  queryOptions({
    queryKey: ['catalog', 'search', body],
    queryFn: ({ signal }) => searchProducts(body, signal),
    placeholderData: keepPreviousData,
  });

/** Text search ranked by relevance (or sorted), narrowed by category and price range. */
export function useSearchProducts(body: SearchProductsBody) {
  return useQuery(searchProductsQuery(body));
}
