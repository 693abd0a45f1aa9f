import fp from 'fastify-plugin';
import { createPaymentProvider } from '../modules/payments/create-payment-provider.js';
import type { PaymentProvider } from '../modules/payments/payment-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    paymentProvider: PaymentProvider;
  }
}

/** Decorates `app.paymentProvider`, chosen by PAYMENT_PROVIDER. */
export const paymentProviderPlugin = fp(async (app) => {
  app.decorate('paymentProvider', createPaymentProvider(app.config, app.db));
});
