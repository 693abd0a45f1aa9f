import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

export async function getBrands(signal?: AbortSignal) {
  const data = await request(api.catalog.brands, {
    schema: contractSchema((c) => c.BrandListResponseSchema),
    signal,
  });
  return data.brands;
}

export const brandsQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'brands'],
    queryFn: ({ signal }) => getBrands(signal),
    staleTime: 10 * 60_000,
  });

/** The brands the shop lists, by name (the brand filter). */
export function useBrands() {
  return useQuery(brandsQuery());
}
