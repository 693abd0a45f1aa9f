import { contractSchema } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

/** GET /api/reviews/summary/{id}: the average and the count per star. */
export function getRatingSummary(productId: number) {
  return request(api.reviews.summary(productId), {
    schema: contractSchema((c) => c.RatingSummarySchema),
  });
}

export function useRatingSummary(productId: number) {
  return useQuery({
    queryKey: reviewKeys.summary(productId),
    queryFn: () => getRatingSummary(productId),
  });
}
