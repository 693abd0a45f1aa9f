import {
  type AdminReview,
  type AdminReviewsQuery,
  REVIEW_COMMENT_MAX,
  REVIEW_ERRORS,
  type RatingSummary,
  type RatingsResponse,
  type Review,
  type ReviewInput,
} from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { emailsOf, firstNamesOf } from '../auth/users.service.js';
import { listProductsByIds } from '../catalog/catalog.service.js';
import { buyersOfProduct } from '../orders/orders.service.js';
import {
  deleteReviewOf,
  insertReview,
  type ReviewRow,
  selectAverages,
  selectReviewById,
  selectReviewOf,
  selectReviewsPage,
  selectStarCounts,
  selectVisibleReviews,
  setHidden,
  updateReviewOf,
} from './reviews.repository.js';

const MAX_ID = 2147483647;

/** The family's `int(productId)` of the URL: anything else is its 404. */
export function parseProductIdParam(value: string): number {
  const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_ID)
    throw AppError.of('not_found', REVIEW_ERRORS.badProductId);
  return n;
}

/** A number or a numeric string, as Python's float() reads it; NaN otherwise. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim());
  return NaN;
}

/** rating: whole stars 1..5; comment: plain text, not blank, at most 2000 characters. */
export function parseReviewInput(body: { rating?: unknown; comment?: unknown }): ReviewInput {
  const rating = toNumber(body.rating);
  if (!Number.isFinite(rating)) throw AppError.of('invalid_input', REVIEW_ERRORS.ratingNotDecimal);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5)
    throw AppError.of('invalid_input', REVIEW_ERRORS.ratingOutOfRange);
  if (typeof body.comment !== 'string' || body.comment.trim() === '')
    throw AppError.of('invalid_input', REVIEW_ERRORS.commentRequired);
  const comment = body.comment.trim();
  if (comment.length > REVIEW_COMMENT_MAX)
    throw AppError.of('invalid_input', REVIEW_ERRORS.commentTooLong);
  return { rating, comment };
}

async function requireProductExists(db: Db, productId: number) {
  if ((await listProductsByIds(db, [productId])).length === 0)
    throw AppError.of('not_found', REVIEW_ERRORS.productNotFound);
}

/** Rows as the family sends them, with the author's first name and "Compra verificada". */
async function toDtos(db: Db, productId: number, rows: ReviewRow[]): Promise<Review[]> {
  const userIds = rows.map((r) => r.userId);
  const [names, buyers] = await Promise.all([
    firstNamesOf(db, userIds),
    buyersOfProduct(db, productId, userIds),
  ]);
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    date_created: r.dateCreated.toISOString(),
    user: names.get(r.userId) ?? '',
    verified: buyers.has(r.userId),
  }));
}

async function visibleReviews(db: Db, productId: number, range?: { min: number; max: number }) {
  return toDtos(db, productId, await selectVisibleReviews(db, productId, range));
}

/** GET get-reviews/{productId}: visible reviews, newest first. */
export async function listReviews(db: Db, productId: number): Promise<Review[]> {
  await requireProductExists(db, productId);
  return visibleReviews(db, productId);
}

/** GET get-review/{productId}: the user's own review, or null. */
export async function getMyReview(db: Db, userId: number, productId: number) {
  await requireProductExists(db, productId);
  const row = await selectReviewOf(db, userId, productId);
  if (!row) return null;
  const [dto] = await toDtos(db, productId, [row]);
  return dto!;
}

/** POST create-review/{productId}: one review per customer and product. */
export async function createReview(
  db: Db,
  userId: number,
  productId: number,
  input: ReviewInput,
): Promise<{ review: Review; reviews: Review[] }> {
  await requireProductExists(db, productId);
  const row = await insertReview(db, { userId, productId, ...input });
  if (!row) throw AppError.of('already_reviewed', REVIEW_ERRORS.alreadyReviewed);
  const [review] = await toDtos(db, productId, [row]);
  return { review: review!, reviews: await visibleReviews(db, productId) };
}

/** PUT update-review/{productId}: only the user's own review. */
export async function updateReview(
  db: Db,
  userId: number,
  productId: number,
  input: ReviewInput,
): Promise<{ review: Review; reviews: Review[] }> {
  await requireProductExists(db, productId);
  const row = await updateReviewOf(db, userId, productId, input);
  if (!row) throw AppError.of('not_found', REVIEW_ERRORS.reviewNotFound);
  const [review] = await toDtos(db, productId, [row]);
  return { review: review!, reviews: await visibleReviews(db, productId) };
}

/** DELETE delete-review/{productId}: only the user's own review. */
export async function deleteReview(db: Db, userId: number, productId: number): Promise<Review[]> {
  await requireProductExists(db, productId);
  if (!(await deleteReviewOf(db, userId, productId)))
    throw AppError.of('not_found', REVIEW_ERRORS.reviewNotFound);
  return visibleReviews(db, productId);
}

/**
 * filter-reviews/{productId}?rating=r: the family's rule, reviews rated between r - 0.5 and r
 * (r clamped to 0.5..5; a missing or non-numeric r is its 400).
 */
export async function filterReviews(db: Db, productId: number, rawRating: unknown) {
  await requireProductExists(db, productId);
  let rating = toNumber(rawRating);
  if (!Number.isFinite(rating)) throw AppError.of('invalid_input', REVIEW_ERRORS.ratingNotDecimal);
  if (rating === 0) rating = 5;
  rating = Math.min(5, Math.max(0.5, rating));
  const range = rating === 0.5 ? { min: 0.5, max: 0.5 } : { min: rating - 0.5, max: rating };
  return visibleReviews(db, productId, range);
}

/** The average (one decimal) and the count per star of a product's visible reviews. */
export async function getRatingSummary(db: Db, productId: number): Promise<RatingSummary> {
  const rows = await selectStarCounts(db, productId);
  const counts: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let sum = 0;
  let count = 0;
  for (const r of rows) {
    counts[String(r.rating)] = r.n;
    sum += r.rating * r.n;
    count += r.n;
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : null, count, counts };
}

/** Average and count of several products at once (products without reviews left out). */
export async function getRatings(db: Db, productIds: number[]): Promise<RatingsResponse> {
  const ids = [...new Set(productIds)].filter((id) => id >= 1 && id <= MAX_ID);
  const rows = await selectAverages(db, ids);
  return {
    ratings: Object.fromEntries(
      rows.map((r) => [
        String(r.productId),
        { average: Math.round((r.sum / r.n) * 10) / 10, count: r.n },
      ]),
    ),
  };
}

/** For the back office: hide or show a review; false when there is no such review. */
export function setReviewHidden(db: Db | Tx, reviewId: number, hidden: boolean): Promise<boolean> {
  return setHidden(db, reviewId, hidden);
}

/** For the back office: one review's state (locked in the caller's transaction), or null. */
export async function getReviewState(db: Db | Tx, reviewId: number) {
  const row = await selectReviewById(db, reviewId);
  return row ? { id: row.id, productId: row.productId, hidden: row.hidden } : null;
}

/** For the back office: every review, hidden ones too, newest first, with product and e-mail. */
export async function listReviewsForStaff(db: Db, query: AdminReviewsQuery) {
  const { rows, count } = await selectReviewsPage(db, {
    productId: query.product_id,
    rating: query.rating,
    hidden: query.hidden,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const [products, emails, buyers] = await Promise.all([
    listProductsByIds(db, productIds),
    emailsOf(
      db,
      rows.map((r) => r.userId),
    ),
    Promise.all(
      productIds.map(async (pid) => {
        const users = rows.filter((r) => r.productId === pid).map((r) => r.userId);
        return [pid, await buyersOfProduct(db, pid, users)] as const;
      }),
    ).then((pairs) => new Map(pairs)),
  ]);
  const names = new Map(products.map((p) => [p.id, p.name]));
  const results: AdminReview[] = rows.map((r) => ({
    id: r.id,
    product_id: r.productId,
    product_name: names.get(r.productId) ?? '',
    customer_email: emails.get(r.userId) ?? '',
    rating: r.rating,
    comment: r.comment,
    verified: buyers.get(r.productId)?.has(r.userId) ?? false,
    hidden: r.hidden,
    date_created: r.dateCreated.toISOString(),
  }));
  return { count, page: query.page, page_size: query.page_size, results };
}

/** The rating of a product's visible reviews for its JSON-LD; null when it has none. */
export async function aggregateRatingOf(db: Db, productId: number) {
  const summary = await getRatingSummary(db, productId);
  if (summary.count === 0 || summary.average === null) return null;
  return { ratingValue: summary.average, reviewCount: summary.count };
}
