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

export const ADMIN_REVIEWS_PAGE_SIZE = 20;

export const adminReviewsKeys = {
  all: ['admin', 'reviews'] as const,
  list: (page: number) => ['admin', 'reviews', 'list', page] as const,
};

/** GET /api/admin/reviews */
export function useAdminReviews(page: number) {
  return useQuery(
    queryOptions({
      queryKey: adminReviewsKeys.list(page),
      queryFn: () =>
        request(api.admin.reviews, {
          auth: true,
          schema: contractSchema((c) => c.AdminReviewsResponseSchema),
          query: { page, page_size: ADMIN_REVIEWS_PAGE_SIZE },
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /api/admin/reviews/{id}/hide */
export function useHideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      request(api.admin.reviewHide(id), {
        method: 'POST',
        auth: true,
        body: { hidden },
        schema: contractSchema((c) => c.AdminReviewHideResponseSchema),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminReviewsKeys.all }),
  });
}
