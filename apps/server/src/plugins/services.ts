import fp from 'fastify-plugin';

/**
 * Side-effect services shared by modules (mailer, payment provider), decorated on the app.
 * Filled by the accounts (mailer) and checkout (payment provider) work.
 */
export const servicesPlugin = fp(async () => {});
