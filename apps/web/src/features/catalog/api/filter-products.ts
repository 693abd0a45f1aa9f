import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterProductsBody } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

export function filterProducts(body: FilterProductsBody, signal?: AbortSignal) {
  return request(api.catalog.filter, {
    method: 'POST',
    body,
    schema: contractSchema((c) => c.FilteredProductsResponseSchema),
    signal,
  });
}

export const filteredProductsQuery = (body: FilterProductsBody) =>
  queryOptions({
    queryKey: ['catalog', 'filter', body],
    queryFn: ({ signal }) => filterProducts(body, signal),
    placeholderData: keepPreviousData,
  });

/** Products by category, price range, sort and order: `{filtered_products, count}`. */
export function useFilteredProducts(body: FilterProductsBody, enabled = true) {
  return useQuery({ ...filteredProductsQuery(body), enabled });
}
