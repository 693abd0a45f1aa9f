import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHECKOUT_ERRORS,
  DeferredOptionsResponseSchema,
  ErrorBodySchema,
  type DeferredOption,
} from '@shop/contract';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { callKushki } from './kushki-client.js';
import { KushkiDeferredOptionsSchema } from './kushki-wire.js';
import { PaymentProviderUnavailableError } from '../payment-provider.js';

/**
 * Kushki's deferred option `type` ("002") as the charge's two-digit creditType ("02"): the
 * charge's list is "01".."07" and "50" (ADR 069 records this reading of the docs).
 */
export const creditTypeOf = (type: string) => type.slice(-2);

/**
 * GET /api/payment/kushki/deferred/:bin: the diferidos the card's bank offers (Kushki's
 * /card/v1/deferred/{bin} with the public merchant id). The checkout shows them beside
 * "Pago corriente", which is always there and not listed.
 */
export const kushkiRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config.kushki!;
  app.get(
    '/kushki/deferred/:bin',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payment'],
        security: [{ jwt: [] }],
        params: z.object({
          bin: z
            .string()
            .regex(/^\d{6,8}$/, 'El BIN son los 6 a 8 primeros dígitos de la tarjeta.'),
        }),
        response: { 200: DeferredOptionsResponseSchema, 503: ErrorBodySchema },
      },
    },
    async (request) => {
      const { bin } = request.params;
      try {
        const answer = await callKushki(config, 'GET', `/card/v1/deferred/${bin}`, {
          publicKey: true,
        });
        const parsed = KushkiDeferredOptionsSchema.safeParse(answer.body);
        const options: DeferredOption[] =
          answer.status < 300 && parsed.success
            ? parsed.data.map((o) => ({
                credit_type: creditTypeOf(o.type),
                name: o.name,
                months: o.months.map(Number).filter((n) => n > 0),
                months_of_grace: o.monthsOfGrace.map(Number).filter((n) => n >= 0),
              }))
            : [];
        return { bin, options };
      } catch (error) {
        if (error instanceof PaymentProviderUnavailableError)
          throw AppError.of('provider_unavailable', CHECKOUT_ERRORS.providerUnavailable);
        throw error;
      }
    },
  );
};
