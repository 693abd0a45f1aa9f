import { contractSchema } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

export interface CardRatingData {
  average: number;
  count: number;
}

// Cards ask one at a time; the ids asked in the same tick go out as one GET /api/reviews/ratings.
let pending = new Map<number, ((r: CardRatingData | null) => void)[]>();
let timer: ReturnType<typeof setTimeout> | null = null;

async function flush() {
  const batch = pending;
  pending = new Map();
  timer = null;
  const ids = [...batch.keys()];
  for (let i = 0; i < ids.length; i += 100) {
    const chunk = ids.slice(i, i + 100);
    try {
      const { ratings } = await request(api.reviews.ratings, {
        query: { product_ids: chunk.join(',') },
        schema: contractSchema((c) => c.RatingsResponseSchema),
      });
      for (const id of chunk) for (const done of batch.get(id) ?? []) done(ratings[id] ?? null);
    } catch {
      for (const id of chunk) for (const done of batch.get(id) ?? []) done(null);
    }
  }
}

/** The average and count of one product's reviews (null without reviews), batched. */
export function getRating(productId: number): Promise<CardRatingData | null> {
  return new Promise((resolve) => {
    const waiting = pending.get(productId) ?? [];
    waiting.push(resolve);
    pending.set(productId, waiting);
    timer ??= setTimeout(() => void flush(), 0);
  });
}

export function useRating(productId: number) {
  return useQuery({
    queryKey: reviewKeys.rating(productId),
    queryFn: () => getRating(productId),
    staleTime: 60_000,
  });
}
