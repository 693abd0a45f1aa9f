import { CheckCouponResponseSchema } from '@shop/contract';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** GET /api/coupons/check-coupon: the coupon when it can be used on this cart. */
export async function checkCoupon(couponName: string) {
  const { coupon } = await request(api.checkout.checkCoupon, {
    auth: true,
    query: { coupon_name: couponName },
    schema: CheckCouponResponseSchema,
  });
  return coupon;
}
