import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

export async function getCategories(signal?: AbortSignal) {
  const data = await request(api.catalog.categories, {
    schema: contractSchema((c) => c.CategoriesResponseSchema),
    signal,
  });
  return data.categories;
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  });

/** The category tree (parents with sub-categories). */
export function useCategories() {
  return useQuery(categoriesQuery());
}
