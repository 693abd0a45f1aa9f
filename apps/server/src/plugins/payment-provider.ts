import fp from 'fastify-plugin';

/** Decorates `app.paymentProvider`, chosen by PAYMENT_PROVIDER. Filled by the checkout work. */
export const paymentProviderPlugin = fp(async () => {});
