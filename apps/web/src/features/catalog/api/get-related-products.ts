import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

export async function getRelatedProducts(id: number, signal?: AbortSignal) {
  const data = await request(api.catalog.related(id), {
    schema: contractSchema((c) => c.RelatedProductsResponseSchema),
    signal,
  });
  return data.related_products;
}

export const relatedProductsQuery = (id: number) =>
  queryOptions({
    queryKey: ['catalog', 'related', id],
    queryFn: ({ signal }) => getRelatedProducts(id, signal),
  });

/** Up to 3 products of the same category family. */
export function useRelatedProducts(id: number, enabled = true) {
  return useQuery({ ...relatedProductsQuery(id), enabled });
}
