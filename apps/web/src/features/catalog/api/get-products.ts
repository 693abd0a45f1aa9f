import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GetProductsQuery } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

export type ProductsParams = Partial<GetProductsQuery>;

export function getProducts(params: ProductsParams, signal?: AbortSignal) {
  return request(api.catalog.products, {
    query: params,
    schema: contractSchema((c) => c.ProductListResponseSchema),
    signal,
  });
}

export const productsQuery = (params: ProductsParams) =>
  queryOptions({
    queryKey: ['catalog', 'products', params],
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
  });

/** A page of products sorted by a key (newest, best sellers...): `{products, count}`. */
export function useProducts(params: ProductsParams, enabled = true) {
  return useQuery({ ...productsQuery(params), enabled });
}
