import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

export interface ReviewDraft {
  rating: number;
  comment: string;
}

/** POST create-review/{id} or PUT update-review/{id}: answers the review and the list. */
export function saveReview(productId: number, draft: ReviewDraft, isNew: boolean) {
  return request(isNew ? api.reviews.create(productId) : api.reviews.update(productId), {
    method: isNew ? 'POST' : 'PUT',
    auth: true,
    body: draft,
    schema: contractSchema((c) => c.ReviewWithListResponseSchema),
  });
}

/** DELETE delete-review/{id}: answers the remaining reviews. */
export function deleteReview(productId: number) {
  return request(api.reviews.remove(productId), {
    method: 'DELETE',
    auth: true,
    schema: contractSchema((c) => c.ReviewsResponseSchema),
  });
}
