import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { coupons } from '../../db/schema/checkout.js';

export type CouponRow = typeof coupons.$inferSelect;

/** The coupon with this name, whatever its case, or null. */
export async function selectCouponByName(db: Db | Tx, name: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.name}) = lower(${name})`);
  return row ?? null;
}

/** Adds one use unless the usage limit is reached, in one statement; true when counted. */
export async function updateCouponUseIfAvailable(tx: Db | Tx, couponId: number): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(isNull(coupons.usageLimit), lt(coupons.timesUsed, coupons.usageLimit)),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** Takes back one use (never below 0) of the coupon with this name, whatever its case. */
export async function updateCouponReleaseUse(tx: Db | Tx, name: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ timesUsed: sql`greatest(${coupons.timesUsed} - 1, 0)` })
    .where(sql`lower(${coupons.name}) = lower(${name})`);
}
