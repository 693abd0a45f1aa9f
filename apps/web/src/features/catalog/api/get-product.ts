import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { ApiError, request } from '@/lib/api-client';

export async function getProduct(id: number, signal?: AbortSignal) {
  const data = await request(api.catalog.product(id), {
    schema: contractSchema((c) => c.ProductResponseSchema),
    signal,
  });
  return data.product;
}

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['catalog', 'product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    // A missing product stays missing: no retry on 4xx.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

/** One product; `error.status === 404` when it does not exist. */
export function useProduct(id: number) {
  return useQuery({ ...productQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
