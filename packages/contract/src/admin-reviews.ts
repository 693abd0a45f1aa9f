import { z } from 'zod';
import { DateTimeSchema, PaginationSchema } from './common.js';

/** `?hidden=true|false` of the back office's review list. */
const BooleanQuerySchema = z
  .enum(['true', 'false'], { error: 'Must be a valid boolean.' })
  .transform((v) => v === 'true')
  .optional();

/** GET /api/admin/reviews: newest first, optionally of one product, one rating, hidden or not. */
export const AdminReviewsQuerySchema = PaginationSchema.extend({
  product_id: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(2147483647, 'Ensure this value is less than or equal to 2147483647.')
    .optional(),
  rating: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(5, 'Ensure this value is less than or equal to 5.')
    .optional(),
  hidden: BooleanQuerySchema,
});
export type AdminReviewsQuery = z.infer<typeof AdminReviewsQuerySchema>;

export const AdminReviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  customer_email: z.string(),
  rating: z.number().int(),
  /** Plain text; show it as text, never as HTML. */
  comment: z.string(),
  /** The author has an order with this product ("Compra verificada"). */
  verified: z.boolean(),
  hidden: z.boolean(),
  date_created: DateTimeSchema,
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewsResponseSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(AdminReviewSchema),
});
export type AdminReviewsResponse = z.infer<typeof AdminReviewsResponseSchema>;

/** POST /api/admin/reviews/{id}/hide */
export const AdminReviewHideBodySchema = z.object({
  hidden: z.boolean({ error: 'Must be a valid boolean.' }),
});
export type AdminReviewHideBody = z.infer<typeof AdminReviewHideBodySchema>;

export const AdminReviewHideResponseSchema = z.object({
  id: z.number().int(),
  hidden: z.boolean(),
});
export type AdminReviewHideResponse = z.infer<typeof AdminReviewHideResponseSchema>;

export const ADMIN_REVIEW_ERRORS = {
  notFound: 'No existe esa reseña.',
} as const;
