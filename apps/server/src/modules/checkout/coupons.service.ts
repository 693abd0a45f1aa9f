import { centsToMoney, CHECKOUT_ERRORS, type Coupon } from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { countCouponUsesOf } from '../orders/orders.service.js';
import {
  type CouponRow,
  selectCouponByName,
  updateCouponReleaseUse,
  updateCouponUseIfAvailable,
} from './coupons.repository.js';
import type { CouponDiscount } from './totals.js';

export type { CouponRow };

/** The coupon with this name, whatever its case, or null. */
export async function findCoupon(db: Db | Tx, name: string): Promise<CouponRow | null> {
  return selectCouponByName(db, name.trim());
}

/** Why a coupon cannot be used on this goods total, or null when it can. */
export function couponProblem(coupon: CouponRow, goodsCents: number, now = new Date()) {
  // Switched off by staff: the customer hears the same as for an expired coupon.
  if (!coupon.isActive) return CHECKOUT_ERRORS.couponExpired;
  if (coupon.expiresAt && coupon.expiresAt <= now) return CHECKOUT_ERRORS.couponExpired;
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit)
    return CHECKOUT_ERRORS.couponUsedUp;
  if (goodsCents < coupon.minPurchaseCents) return CHECKOUT_ERRORS.couponBelowMinimum;
  return null;
}

/** 400 when this customer's orders already used the coupon as often as one customer may. */
export async function assertCustomerMayUse(db: Db | Tx, coupon: CouponRow, userId: number) {
  if (coupon.perCustomerLimit === null) return;
  if ((await countCouponUsesOf(db, userId, coupon.name)) >= coupon.perCustomerLimit)
    throw AppError.of('coupon_invalid', CHECKOUT_ERRORS.couponPerCustomerLimit);
}

/**
 * The coupon, usable by this customer on this goods total; 404 when unknown, 400 when expired,
 * used up, below its minimum or already used as often as one customer may.
 */
export async function requireUsableCoupon(
  db: Db | Tx,
  name: string,
  goodsCents: number,
  userId: number,
): Promise<CouponRow> {
  const coupon = await findCoupon(db, name);
  if (!coupon) throw AppError.of('coupon_not_found', CHECKOUT_ERRORS.couponNotFound);
  const problem = couponProblem(coupon, goodsCents);
  if (problem) throw AppError.of('coupon_invalid', problem);
  await assertCustomerMayUse(db, coupon, userId);
  return coupon;
}

export function discountOf(coupon: CouponRow): CouponDiscount {
  return coupon.discountPercentage !== null
    ? { kind: 'percentage', percent: coupon.discountPercentage }
    : { kind: 'fixed', cents: coupon.discountCents ?? 0 };
}

export function toCouponDto(coupon: CouponRow): Coupon {
  const min_purchase = centsToMoney(coupon.minPurchaseCents);
  return coupon.discountPercentage !== null
    ? { name: coupon.name, discount_percentage: coupon.discountPercentage, min_purchase }
    : { name: coupon.name, discount_price: centsToMoney(coupon.discountCents ?? 0), min_purchase };
}

/**
 * Counts one use in the order's transaction; false when the usage limit was reached meanwhile
 * (the condition and the increment are one statement, so the limit holds under concurrency).
 */
export async function countCouponUse(tx: Db | Tx, couponId: number): Promise<boolean> {
  return updateCouponUseIfAvailable(tx, couponId);
}

/** Gives back one use of the coupon with this name (an order using it was cancelled). */
export async function releaseCouponUse(tx: Db | Tx, name: string): Promise<void> {
  await updateCouponReleaseUse(tx, name);
}
