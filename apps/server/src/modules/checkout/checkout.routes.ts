import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHECKOUT_ERRORS,
  CheckCouponQuerySchema,
  CheckoutBadRequestSchema,
  CheckCouponResponseSchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  MakePaymentBodySchema,
  MakePaymentResponseSchema,
  PaymentTotalProvinceQuerySchema,
  PaymentTotalSchema,
  ShippingOptionsAnswerSchema,
  ShippingOptionsQuerySchema,
} from '@shop/contract';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { requireUsableCoupon, toCouponDto } from './coupons.service.js';
import { makePayment } from './make-payment.js';
import { getGoodsTotal, previewTotals, toPaymentTotalDto } from './payment-totals.service.js';
import { listShippingOptions, toShippingOptionDto } from './shipping.service.js';

const KEY_MAX = 255;

/**
 * The request's idempotency key: the Idempotency-Key header (1 to 255 visible ASCII characters),
 * or without one the single-use nonce itself, so a client that sends no header still charges once.
 */
export function idempotencyKeyOf(header: string | string[] | undefined, nonce: string): string {
  const key = typeof header === 'string' ? header.trim() : '';
  if (key === '') return `nonce:${nonce}`;
  if (key.length > KEY_MAX)
    throw AppError.of('invalid_input', CHECKOUT_ERRORS.idempotencyKeyTooLong);
  if (!/^[\x21-\x7e]+$/.test(key))
    throw AppError.of('invalid_input', CHECKOUT_ERRORS.idempotencyKeyInvalid);
  return key;
}

/** Shipping options (public), the coupon check, the payment totals and make-payment. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireUser };
  const security = [{ jwt: [] }];

  app.get(
    '/shipping/get-shipping-options',
    {
      schema: {
        tags: ['checkout'],
        description:
          'The active options; with `province`, only those reaching it. Each carries its kind (pickup needs no address), provinces (empty = everywhere) and the promised window.',
        querystring: ShippingOptionsQuerySchema,
        response: { 200: ShippingOptionsAnswerSchema, 400: FieldErrorsSchema },
      },
    },
    async (request) => {
      const now = new Date();
      const rows = await listShippingOptions(app.db, request.query.province);
      return { shipping_options: rows.map((row) => toShippingOptionDto(row, now)) };
    },
  );

  app.get(
    '/coupons/check-coupon',
    {
      ...auth,
      schema: {
        tags: ['checkout'],
        security,
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
      const coupon = await requireUsableCoupon(
        app.db,
        request.query.coupon_name,
        goods,
        request.userId,
      );
      return { coupon: toCouponDto(coupon) };
    },
  );

  app.get(
    '/payment/get-payment-total',
    {
      ...auth,
      schema: {
        tags: ['payment'],
        security,
        querystring: PaymentTotalProvinceQuerySchema,
        response: {
          200: PaymentTotalSchema,
          400: CheckoutBadRequestSchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { shipping_id, coupon_name, province } = request.query;
      const totals = await previewTotals(
        app.db,
        request.userId,
        { shippingId: shipping_id, couponName: coupon_name, province },
        app.config.taxRate,
      );
      return toPaymentTotalDto(totals);
    },
  );

  app.post(
    '/payment/make-payment',
    {
      ...auth,
      schema: {
        tags: ['payment'],
        security,
        headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
        body: MakePaymentBodySchema,
        response: {
          200: MakePaymentResponseSchema,
          400: CheckoutBadRequestSchema,
          402: CheckoutBadRequestSchema,
          404: CheckoutBadRequestSchema,
          409: CheckoutBadRequestSchema,
          422: CheckoutBadRequestSchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body.nonce);
      const deps = {
        db: app.db,
        provider: app.paymentProvider,
        taxRate: app.config.taxRate,
        publicUrl: app.config.publicUrl,
        linkSecret: app.config.jwtSecret,
        log: request.log,
      };
      const answer = await makePayment(deps, request.userId, key, request.body);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      if (answer.status === 200) return reply.code(200).send(answer.body);
      return reply.code(answer.status).send(answer.body);
    },
  );
};
