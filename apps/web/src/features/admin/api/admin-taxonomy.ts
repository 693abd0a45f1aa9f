import type {
  AdminBrandBody,
  AdminCategoryBody,
  AdminCategoryPatch,
  AdminCouponBody,
  AdminCouponPatch,
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

export const ADMIN_COUPONS_PAGE_SIZE = 20;

export const taxonomyKeys = {
  categories: ['admin', 'categories'] as const,
  brands: ['admin', 'brands'] as const,
  coupons: ['admin', 'coupons'] as const,
  couponPage: (page: number) => ['admin', 'coupons', page] as const,
};

/** GET /api/admin/categories: the whole tree in display order. */
export function useAdminCategories() {
  return useQuery(
    queryOptions({
      queryKey: taxonomyKeys.categories,
      queryFn: () =>
        request(api.admin.categories, {
          auth: true,
          schema: contractSchema((c) => c.AdminCategoriesResponseSchema),
        }),
    }),
  );
}

/** POST /api/admin/categories, or PATCH /api/admin/categories/{id} when `id` is given. */
export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number | null;
      body: AdminCategoryBody | AdminCategoryPatch;
    }) =>
      request(id === null ? api.admin.categories : api.admin.category(id), {
        method: id === null ? 'POST' : 'PATCH',
        auth: true,
        body,
        schema: contractSchema((c) => c.AdminCategorySchema),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: taxonomyKeys.categories }),
  });
}

/** DELETE /api/admin/categories/{id} */
export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request(api.admin.category(id), { method: 'DELETE', auth: true, expectStatus: 204 }),
    onSuccess: () => client.invalidateQueries({ queryKey: taxonomyKeys.categories }),
  });
}

/** GET /api/admin/brands */
export function useAdminBrands() {
  return useQuery(
    queryOptions({
      queryKey: taxonomyKeys.brands,
      queryFn: () =>
        request(api.admin.brands, {
          auth: true,
          schema: contractSchema((c) => c.AdminBrandsResponseSchema),
        }),
    }),
  );
}

/** POST /api/admin/brands, or PATCH /api/admin/brands/{id}. */
export function useSaveBrand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminBrandBody }) =>
      request(id === null ? api.admin.brands : api.admin.brand(id), {
        method: id === null ? 'POST' : 'PATCH',
        auth: true,
        body,
        schema: contractSchema((c) => c.AdminBrandSchema),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: taxonomyKeys.brands }),
  });
}

/** DELETE /api/admin/brands/{id} */
export function useDeleteBrand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request(api.admin.brand(id), { method: 'DELETE', auth: true, expectStatus: 204 }),
    onSuccess: () => client.invalidateQueries({ queryKey: taxonomyKeys.brands }),
  });
}

/** POST /api/admin/brands/{id}/logo (multipart, field `logo`). */
export function useUploadBrandLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('logo', file);
      return request(api.admin.brandLogo(id), {
        method: 'POST',
        auth: true,
        body: form,
        schema: contractSchema((c) => c.AdminBrandSchema),
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: taxonomyKeys.brands }),
  });
}

/** GET /api/admin/coupons */
export function useAdminCoupons(page: number) {
  return useQuery(
    queryOptions({
      queryKey: taxonomyKeys.couponPage(page),
      queryFn: () =>
        request(api.admin.coupons, {
          auth: true,
          schema: contractSchema((c) => c.AdminCouponsResponseSchema),
          query: { page, page_size: ADMIN_COUPONS_PAGE_SIZE },
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /api/admin/coupons, or PATCH /api/admin/coupons/{id}. */
export function useSaveCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminCouponBody | AdminCouponPatch }) =>
      request(id === null ? api.admin.coupons : api.admin.coupon(id), {
        method: id === null ? 'POST' : 'PATCH',
        auth: true,
        body,
        schema: contractSchema((c) => c.AdminCouponSchema),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: taxonomyKeys.coupons }),
  });
}

/** DELETE /api/admin/coupons/{id} (only a coupon never used). */
export function useDeleteCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request(api.admin.coupon(id), { method: 'DELETE', auth: true, expectStatus: 204 }),
    onSuccess: () => client.invalidateQueries({ queryKey: taxonomyKeys.coupons }),
  });
}
