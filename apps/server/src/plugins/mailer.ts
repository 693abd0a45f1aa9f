import fp from 'fastify-plugin';
import { createMailWorker } from '../modules/mail/mail-worker.js';
import type { OutgoingMail } from '../modules/mail/mail.service.js';
import { createMailer } from '../modules/mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: {
      /** Sends one mail now, bypassing the queue (throws when the transport fails). */
      send(mail: OutgoingMail): Promise<void>;
      /** Delivers every queued mail that is due now. */
      flush(): Promise<void>;
    };
  }
}

/**
 * Decorates `app.mailer` (outbox folder or SMTP) and runs the mail-queue worker while the app is
 * up: started when the app is ready, stopped before the database closes.
 */
export const mailerPlugin = fp(
  async (app) => {
    const mailer = createMailer(app.config, app.log);
    const worker = createMailWorker(app.db, mailer, app.log);
    app.decorate('mailer', {
      send: (mail: OutgoingMail) => mailer.send(mail),
      flush: worker.flush,
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => {
      await worker.stop();
      mailer.close();
    });
  },
  { name: 'mailer' },
);
