import fp from 'fastify-plugin';
import { reconcilePayments } from '../modules/checkout/payment-reconciler.js';
import { finishPendingRefunds } from '../modules/order-story/order-refund.service.js';

/**
 * Runs the payment reconciler (and then the pending back-office refunds) when the app is ready (on the embedded database every open attempt
 * then belongs to a process that is gone) and every PAYMENT_RECONCILE_INTERVAL_MS (attempts idle
 * for a minute).
 */
export const paymentReconcilerPlugin = fp(
  async (app) => {
    const deps = () => ({
      db: app.db,
      provider: app.paymentProvider,
      taxRate: app.config.taxRate,
      publicUrl: app.config.publicUrl,
      linkSecret: app.config.jwtSecret,
      log: app.log,
    });
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const refundDeps = () => ({ db: app.db, paymentProvider: app.paymentProvider, log: app.log });
    const run = (staleAfterMs?: number) => {
      running = running
        .then(() => reconcilePayments(deps(), { staleAfterMs }))
        // Back-office refunds a crash or an outage left unanswered (ADR 090); at start on the
        // embedded database every one, whatever its lease.
        .then(() =>
          finishPendingRefunds(refundDeps(), {
            dueBy: staleAfterMs === 0 ? null : new Date(),
          }),
        )
        .then(() => app.metrics.reconcilerRuns.inc({ outcome: 'ok' }))
        .catch((error: unknown) => {
          app.metrics.reconcilerRuns.inc({ outcome: 'failed' });
          app.log.error({ err: error }, 'payment reconciler failed');
        });
      return running;
    };
    app.addHook('onReady', async () => {
      // The embedded database has one process: what is open at start belongs to a dead one. On
      // PostgreSQL other processes may be charging right now: only stale attempts are theirs.
      await run(app.database.kind === 'pglite' ? 0 : undefined);
      const every = app.config.paymentReconcileIntervalMs;
      if (every > 0) timer = setInterval(() => void run(), every).unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'payment-reconciler', dependencies: ['metrics'] },
);
