import fp from 'fastify-plugin';

/**
 * Decorates `app.mailer` (outbox folder or SMTP) and runs the mail-queue worker while the app is up.
 * Filled by the accounts work.
 */
export const mailerPlugin = fp(async () => {});
