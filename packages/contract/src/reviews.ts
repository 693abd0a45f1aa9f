import { z } from 'zod';

/** `{"error": ...}` messages of the family's review endpoints (the family's texts, kept as sent). */
export const REVIEW_ERRORS = {
  badProductId: 'Product ID must be an integer',
  productNotFound: 'This product does not exist',
  ratingNotDecimal: 'Rating must be a decimal value',
  /** Ours: the family takes any decimal; we take whole stars. */
  ratingOutOfRange: 'Rating must be a whole number between 1 and 5',
  commentRequired: 'Must pass a comment when creating review',
  /** Ours: a comment is plain text of at most REVIEW_COMMENT_MAX characters. */
  commentTooLong: 'Comment must have at most 2000 characters',
  alreadyReviewed: 'Review for this course already created',
  reviewNotFound: 'Review for this product does not exist',
} as const;

export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_STARS = [5, 4, 3, 2, 1] as const;

export const ReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number(),
  /** Plain text; clients must show it as text, never as HTML. */
  comment: z.string(),
  date_created: z.string(),
  /** The author's first name, as the family sends it. */
  user: z.string(),
  /** Ours: the author has an order with this product ("Compra verificada"). */
  verified: z.boolean(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewsResponseSchema = z.object({ reviews: z.array(ReviewSchema) });
export type ReviewsResponse = z.infer<typeof ReviewsResponseSchema>;

/** The signed-in customer's review of the product, or `{}` when there is none. */
export const MyReviewResponseSchema = z.object({ review: z.union([ReviewSchema, z.object({})]) });
export type MyReviewResponse = z.infer<typeof MyReviewResponseSchema>;

export const ReviewWithListResponseSchema = z.object({
  review: ReviewSchema,
  reviews: z.array(ReviewSchema),
});
export type ReviewWithListResponse = z.infer<typeof ReviewWithListResponseSchema>;

/** The family reads `rating` and `comment` by hand and answers `{"error"}`; the service checks them. */
export const ReviewBodySchema = z.object({
  rating: z.unknown().optional(),
  comment: z.unknown().optional(),
});

/** What a valid review body becomes. */
export const ReviewInputSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().min(1).max(REVIEW_COMMENT_MAX),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

export const ProductIdParamsSchema = z.object({ productId: z.string() });

/** filter-reviews: `?rating=` (the family's GET) or `{"rating"}` in a POST body. */
export const FilterReviewsQuerySchema = z.object({ rating: z.string().optional() });
export const FilterReviewsBodySchema = z.object({ rating: z.unknown().optional() }).optional();

/** Ours: the average and the count per star of the visible reviews. */
export const RatingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** Keys "1".."5". */
  counts: z.record(z.string(), z.number().int()),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** Ours: several products' average and count at once, for product cards. */
export const RatingsQuerySchema = z.object({
  product_ids: z
    .string({ error: 'This field is required.' })
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'Enter up to 100 product ids separated by commas.'),
});
export const RatingsResponseSchema = z.object({
  ratings: z.record(z.string(), z.object({ average: z.number(), count: z.number().int() })),
});
export type RatingsResponse = z.infer<typeof RatingsResponseSchema>;
