import type { Review } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

/** GET get-review/{id}: the signed-in customer's review, or null (the family sends `{}`). */
export async function getMyReview(productId: number): Promise<Review | null> {
  const { review } = await request(api.reviews.mine(productId), {
    auth: true,
    schema: contractSchema((c) => c.MyReviewResponseSchema),
  });
  return 'id' in review ? (review as Review) : null;
}

export function useMyReview(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.mine(productId),
    queryFn: () => getMyReview(productId),
    enabled,
  });
}
