import fp from 'fastify-plugin';
import { expireDuePayments } from '../modules/checkout/later/pending-payments-expiry.js';

/**
 * Expires the due reservations of orders paid later (issue 31, ADR 076) when the app is ready
 * (what came due while it was down) and then every PAYMENT_RECONCILE_INTERVAL_MS. The due time
 * is a column, so nothing is lost across a restart; row locks make each expiry happen once.
 * Each committed expiry is logged (the kill -9 suite also waits for that line).
 */
export const paymentExpiryPlugin = fp(
  async (app) => {
    const deps = () => ({
      db: app.db,
      publicUrl: app.config.publicUrl,
      linkSecret: app.config.jwtSecret,
    });
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const run = () => {
      running = running
        .then(() =>
          expireDuePayments(deps(), new Date(), (transactionId) =>
            app.log.info({ transaction_id: transactionId }, 'payment reservation expired'),
          ),
        )
        .catch((error: unknown) => app.log.error({ err: error }, 'payment expiry failed'));
      return running;
    };
    app.addHook('onReady', async () => {
      await run();
      const every = app.config.paymentReconcileIntervalMs;
      if (every > 0) timer = setInterval(() => void run(), every).unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'payment-expiry' },
);
