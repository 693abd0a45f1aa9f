import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHECKOUT_ERRORS,
  CheckoutBadRequestSchema,
  ClientTokenResponseSchema,
  ErrorBodySchema,
  SandboxTokenizeBodySchema,
  SandboxTokenizeResponseSchema,
} from '@shop/contract';
import { AppError } from '../../lib/app-error.js';
import { PaymentProviderUnavailableError } from './payment-provider.js';
import { tokenizeSandboxCard } from './sandbox/sandbox-provider.js';
import { kushkiRoutes } from './kushki/kushki.routes.js';

const tags = ['payment'];
const security = [{ jwt: [] }];

/**
 * The provider's side only: its client token and the sandbox's card form. The checkout's
 * get-payment-total and make-payment live in checkout/ (which depends on payments, never back).
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireUser };

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
        const token = await app.paymentProvider.createClientToken();
        const kushki = app.paymentProvider.clientConfig?.();
        return {
          client_token: token,
          braintree_token: token,
          provider: app.paymentProvider.name,
          ...(kushki ? { kushki } : {}),
        };
      } catch (error) {
        if (error instanceof PaymentProviderUnavailableError)
          throw AppError.of('provider_unavailable', CHECKOUT_ERRORS.providerUnavailable);
        throw error;
      }
    },
  );

  if (app.paymentProvider.name === 'kushki') await app.register(kushkiRoutes);

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
        const answer = await tokenizeSandboxCard(
          app.db,
          app.config.jwtSecret,
          request.body,
          `user:${request.userId}`,
        );
        return reply.code(201).send(answer);
      },
    );
  }
};
