import type {
  AdminProduct,
  AdminProductCreateInput,
  AdminProductPatch,
  AdminStockFilter,
} from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

export interface ProductsFilter {
  search: string;
  category: string;
  brand: string;
  stock: AdminStockFilter;
  page: number;
}

export const adminProductsKeys = {
  all: ['admin', 'products'] as const,
  list: (f: ProductsFilter) => ['admin', 'products', 'list', f] as const,
  detail: (id: number) => ['admin', 'products', 'detail', id] as const,
  options: ['admin', 'products', 'options'] as const,
};

export const PRODUCTS_PAGE_SIZE = 20;

/** GET /api/admin/products */
export function useAdminProducts(f: ProductsFilter) {
  return useQuery(
    queryOptions({
      queryKey: adminProductsKeys.list(f),
      queryFn: () =>
        request(api.admin.products, {
          auth: true,
          schema: contractSchema((c) => c.AdminProductsResponseSchema),
          query: {
            search: f.search || undefined,
            category: f.category || undefined,
            brand: f.brand || undefined,
            stock: f.stock,
            page: f.page,
            page_size: PRODUCTS_PAGE_SIZE,
          },
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/admin/products/options: brands and categories for filters and the form. */
export function useProductOptions() {
  return useQuery({
    queryKey: adminProductsKeys.options,
    queryFn: () =>
      request(api.admin.productOptions, {
        auth: true,
        schema: contractSchema((c) => c.AdminProductOptionsSchema),
      }),
    staleTime: 60_000,
  });
}

/** GET /api/admin/products/{id} */
export function useAdminProduct(id: number) {
  return useQuery({
    queryKey: adminProductsKeys.detail(id),
    queryFn: () =>
      request(api.admin.product(id), {
        auth: true,
        schema: contractSchema((c) => c.AdminProductSchema),
      }),
  });
}

/** Every write answers the whole product: it replaces the cached one, lists are refetched. */
function useProductWrite<V>(fn: (vars: V) => Promise<AdminProduct>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (product) => {
      client.setQueryData(adminProductsKeys.detail(product.id), product);
      void client.invalidateQueries({ queryKey: [...adminProductsKeys.all, 'list'] });
    },
  });
}

/** POST /api/admin/products */
export const useCreateProduct = () =>
  useProductWrite((body: AdminProductCreateInput) =>
    request(api.admin.products, {
      method: 'POST',
      auth: true,
      body,
      schema: contractSchema((c) => c.AdminProductSchema),
    }),
  );

/** PATCH /api/admin/products/{id} */
export const useUpdateProduct = (id: number) =>
  useProductWrite((body: AdminProductPatch) =>
    request(api.admin.product(id), {
      method: 'PATCH',
      auth: true,
      body,
      schema: contractSchema((c) => c.AdminProductSchema),
    }),
  );

/** POST /api/admin/products/{id}/images (multipart, field "image") */
export const useUploadImage = (id: number) =>
  useProductWrite((file: File) => {
    const body = new FormData();
    body.append('image', file);
    return request(api.admin.productImages(id), {
      method: 'POST',
      auth: true,
      body,
      schema: contractSchema((c) => c.AdminProductSchema),
    });
  });

/** DELETE /api/admin/products/{id}/images/{imageId} */
export const useDeleteImage = (id: number) =>
  useProductWrite((imageId: number) =>
    request(api.admin.productImage(id, imageId), {
      method: 'DELETE',
      auth: true,
      schema: contractSchema((c) => c.AdminProductSchema),
    }),
  );

/** PUT /api/admin/products/{id}/images/order (the first is the main image) */
export const useOrderImages = (id: number) =>
  useProductWrite((ids: number[]) =>
    request(api.admin.productImageOrder(id), {
      method: 'PUT',
      auth: true,
      body: { ids },
      schema: contractSchema((c) => c.AdminProductSchema),
    }),
  );
