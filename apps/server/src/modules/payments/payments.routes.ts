import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHECKOUT_ERRORS,
  ClientTokenResponseSchema,
  ErrorBodySchema,
  CheckoutBadRequestSchema,
  MakePaymentBodySchema,
  MakePaymentResponseSchema,
  PaymentTotalQuerySchema,
  PaymentTotalSchema,
  SandboxTokenizeBodySchema,
  SandboxTokenizeResponseSchema,
} from '@shop/contract';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { makePayment } from '../checkout/make-payment.js';
import { priceCart, toPaymentTotalDto } from '../checkout/payment-totals.service.js';
import { PaymentProviderUnavailableError } from './payment-provider.js';
import { tokenizeSandboxCard } from './sandbox-provider.js';

const tags = ['payment'];
const security = [{ jwt: [] }];

/** The Idempotency-Key header: required, 1 to 255 visible characters. */
function requireIdempotencyKey(value: string | string[] | undefined): string {
  const key = typeof value === 'string' ? value.trim() : '';
  if (!/^[\x21-\x7e]{1,255}$/.test(key))
    throw AppError.of('invalid_input', CHECKOUT_ERRORS.idempotencyKeyMissing);
  return key;
}

/** Totals, the provider's client token, the sandbox card form and make-payment. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireUser };

  app.get(
    '/get-payment-total',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: PaymentTotalQuerySchema,
        response: {
          200: PaymentTotalSchema,
          400: CheckoutBadRequestSchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { shipping_id, coupon_name } = request.query;
      const priced = await priceCart(
        app.db,
        request.userId,
        { shippingId: shipping_id, couponName: coupon_name },
        app.config.taxRate,
      );
      return toPaymentTotalDto(priced.totals);
    },
  );

  app.get(
    '/get-token',
    {
      ...auth,
      schema: {
        tags,
        security,
        response: { 200: ClientTokenResponseSchema, 503: ErrorBodySchema },
      },
    },
    async () => {
      try {
        const client_token = await app.paymentProvider.createClientToken();
        return { client_token, provider: app.paymentProvider.name };
      } catch (error) {
        if (error instanceof PaymentProviderUnavailableError)
          throw AppError.of('provider_unavailable', CHECKOUT_ERRORS.providerUnavailable);
        throw error;
      }
    },
  );

  if (app.paymentProvider.name === 'sandbox') {
    app.post(
      '/sandbox/tokenize',
      {
        ...auth,
        schema: {
          tags,
          security,
          body: SandboxTokenizeBodySchema,
          response: { 201: SandboxTokenizeResponseSchema, 400: CheckoutBadRequestSchema },
        },
      },
      async (request, reply) => {
        const answer = await tokenizeSandboxCard(app.db, app.config.jwtSecret, request.body);
        return reply.code(201).send(answer);
      },
    );
  }

  app.post(
    '/make-payment',
    {
      ...auth,
      schema: {
        tags,
        security,
        headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
        body: MakePaymentBodySchema,
        response: {
          200: MakePaymentResponseSchema,
          400: CheckoutBadRequestSchema,
          402: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const key = requireIdempotencyKey(request.headers['idempotency-key']);
      const deps = {
        db: app.db,
        provider: app.paymentProvider,
        taxRate: app.config.taxRate,
        publicUrl: app.config.publicUrl,
        log: request.log,
      };
      const answer = await makePayment(deps, request.userId, key, request.body);
      return reply.code(answer.status as 200).send(answer.body as never);
    },
  );
};
