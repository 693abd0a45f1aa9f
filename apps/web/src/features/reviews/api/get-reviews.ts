import { contractSchema } from '@/lib/contract-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

/**
 * GET get-reviews/{id} (all visible reviews, newest first) or, with a star, POST
 * filter-reviews/{id} with that rating.
 */
export async function getReviews(productId: number, star: number | null) {
  const res =
    star === null
      ? await request(api.reviews.list(productId), {
          schema: contractSchema((c) => c.ReviewsResponseSchema),
        })
      : await request(api.reviews.filter(productId), {
          method: 'POST',
          body: { rating: star },
          schema: contractSchema((c) => c.ReviewsResponseSchema),
        });
  return res.reviews;
}

export const reviewsQueryOptions = (productId: number, star: number | null) =>
  queryOptions({
    queryKey: reviewKeys.list(productId, star),
    queryFn: () => getReviews(productId, star),
  });

export function useReviews(productId: number, star: number | null) {
  return useQuery(reviewsQueryOptions(productId, star));
}
