import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { coupons } from '../../db/schema/checkout.js';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'timesUsed'>;

/** Coupons, newest first, one page. */
export async function selectCouponsPage(db: Db | Tx, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(coupons).orderBy(desc(coupons.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(coupons),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** The coupon, locked for this transaction (a checkout counting a use waits, and vice versa). */
export async function selectCouponForUpdate(tx: Db | Tx, id: number): Promise<CouponRow | null> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row ?? null;
}

/** Whether another coupon has this name, whatever its case. */
export async function couponNameTaken(db: Db | Tx, name: string, exceptId: number | null) {
  const rows = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        sql`lower(${coupons.name}) = lower(${name})`,
        exceptId === null ? undefined : ne(coupons.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Inserts a coupon; null when another with the same name (any case) won a race. */
export async function insertCoupon(tx: Db | Tx, values: CouponValues): Promise<CouponRow | null> {
  const [row] = await tx.insert(coupons).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateCoupon(tx: Db | Tx, id: number, values: CouponValues) {
  const [row] = await tx.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  return row!;
}

export async function deleteCoupon(tx: Db | Tx, id: number): Promise<void> {
  await tx.delete(coupons).where(eq(coupons.id, id));
}
