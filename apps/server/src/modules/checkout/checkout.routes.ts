import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckCouponQuerySchema,
  CheckoutBadRequestSchema,
  CheckCouponResponseSchema,
  ErrorBodySchema,
  ShippingOptionsResponseSchema,
} from '@shop/contract';
import { requireUsableCoupon, toCouponDto } from './coupons.service.js';
import { getGoodsTotal } from './payment-totals.service.js';
import { listShippingOptions, toShippingOptionDto } from './shipping.service.js';

/** Shipping options (public) and the coupon check. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shipping/get-shipping-options',
    { schema: { tags: ['checkout'], response: { 200: ShippingOptionsResponseSchema } } },
    async () => ({
      shipping_options: (await listShippingOptions(app.db)).map(toShippingOptionDto),
    }),
  );

  app.get(
    '/coupons/check-coupon',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['checkout'],
        security: [{ jwt: [] }],
        querystring: CheckCouponQuerySchema,
        response: {
          200: CheckCouponResponseSchema,
          400: CheckoutBadRequestSchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const goods = await getGoodsTotal(app.db, request.userId);
      const coupon = await requireUsableCoupon(app.db, request.query.coupon_name, goods);
      return { coupon: toCouponDto(coupon) };
    },
  );
};
