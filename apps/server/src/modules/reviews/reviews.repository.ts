import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, type Tx } from '../../db/client.js';
import { reviews } from '../../db/schema/reviews.js';

export type ReviewRow = typeof reviews.$inferSelect;

/** The product's visible reviews, newest first, optionally within a rating range. */
export function selectVisibleReviews(
  db: Db | Tx,
  productId: number,
  range?: { min: number; max: number },
): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.productId, productId),
        eq(reviews.hidden, false),
        // The family's half-star bounds: compare as numeric, not as the column's smallint.
        range ? sql`${reviews.rating} >= ${range.min}::numeric` : undefined,
        range ? sql`${reviews.rating} <= ${range.max}::numeric` : undefined,
      ),
    )
    .orderBy(desc(reviews.dateCreated), desc(reviews.id));
}

export async function selectReviewOf(
  db: Db | Tx,
  userId: number,
  productId: number,
): Promise<ReviewRow | null> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
  return row ?? null;
}

/** Inserts the review; null when the user has one for this product already. */
export async function insertReview(
  db: Db | Tx,
  values: { userId: number; productId: number; rating: number; comment: string },
): Promise<ReviewRow | null> {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateReviewOf(
  db: Db | Tx,
  userId: number,
  productId: number,
  values: { rating: number; comment: string },
): Promise<ReviewRow | null> {
  const [row] = await db
    .update(reviews)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .returning();
  return row ?? null;
}

export async function deleteReviewOf(db: Db | Tx, userId: number, productId: number) {
  const rows = await db
    .delete(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

export async function selectReviewById(db: Db | Tx, reviewId: number): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  return row ?? null;
}

/** Every review (hidden too), newest first, as the back office filters them. */
export async function selectReviewsPage(
  db: Db | Tx,
  filter: { productId?: number; rating?: number; hidden?: boolean; limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; count: number }> {
  const where = and(
    filter.productId !== undefined ? eq(reviews.productId, filter.productId) : undefined,
    filter.rating !== undefined ? eq(reviews.rating, filter.rating) : undefined,
    filter.hidden !== undefined ? eq(reviews.hidden, filter.hidden) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.dateCreated), desc(reviews.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function setHidden(db: Db | Tx, reviewId: number, hidden: boolean) {
  const rows = await db
    .update(reviews)
    .set({ hidden })
    .where(eq(reviews.id, reviewId))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** Visible reviews per star of one product. */
export function selectStarCounts(db: Db | Tx, productId: number) {
  return db
    .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
    .groupBy(reviews.rating)
    .orderBy(asc(reviews.rating));
}

/** Average and count of visible reviews of several products (products without reviews left out). */
export function selectAverages(db: Db | Tx, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      productId: reviews.productId,
      sum: sql<number>`sum(${reviews.rating})::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(inArray(reviews.productId, productIds), eq(reviews.hidden, false)))
    .groupBy(reviews.productId);
}
