import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** GET /api/coupons/check-coupon: the coupon when it can be used on this cart. */
export async function checkCoupon(couponName: string) {
  const { coupon } = await request(api.checkout.checkCoupon, {
    auth: true,
    query: { coupon_name: couponName },
    schema: contractSchema((c) => c.CheckCouponResponseSchema),
  });
  return coupon;
}
