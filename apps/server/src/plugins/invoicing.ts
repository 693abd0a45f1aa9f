import fp from 'fastify-plugin';
import { loadIssuerP12 } from '../modules/invoicing/certificate.js';
import { creditRefundedOrder } from '../modules/invoicing/credit-notes.service.js';
import { creditNotes } from '../modules/payments/credit-note-hook.js';
import { createInvoiceWorker } from '../modules/invoicing/invoice-worker.js';
import {
  configureInvoicing,
  issuerSigningKey,
} from '../modules/invoicing/issuer-settings.service.js';
import { createEnvironmentSriClient, httpTransport } from '../modules/invoicing/sri-client.js';
import { type SriSimulator, createSriSimulator } from '../modules/invoicing/sri-simulator.js';

declare module 'fastify' {
  interface FastifyInstance {
    invoicing: {
      /** Runs every invoice due now through signing, reception and authorization. */
      flush(): Promise<void>;
      /** The built-in SRI simulator when SRI_MODE=simulator (tests make it slow or down). */
      simulator: SriSimulator | null;
    };
  }
}

/**
 * SRI invoicing: the SOAP client (real endpoints or the simulator behind the same interface) and
 * the invoice worker, started when the app is ready and stopped before the database closes.
 */
export const invoicingPlugin = fp(
  async (app) => {
    const sri = app.config.sri;
    configureInvoicing(sri, app.config.jwtSecret);
    const simulator = sri.mode === 'simulator' ? createSriSimulator() : null;
    const client = createEnvironmentSriClient(sri.endpoints, simulator?.transport ?? httpTransport);
    const worker = createInvoiceWorker(
      { db: app.db, client, signingKey: () => issuerSigningKey(app.db), log: app.log },
      sri.pollMs ?? 2000,
    );
    app.decorate('invoicing', { flush: worker.flush, simulator });
    // A card payment given back (the back office's refund) is credited to the SRI (ADR 084).
    creditNotes.issue = (db, payment) => creditRefundedOrder(db, payment.orderId);
    app.addHook('onReady', async () => {
      if (sri.pollMs === null) return; // tests: documents move only on flush()
      // The demo's test certificate exists from the first start on.
      if (sri.p12IsTestCertificate) loadIssuerP12(sri);
      worker.start();
    });
    app.addHook('preClose', () => worker.stop());
  },
  { name: 'invoicing', dependencies: ['mailer'] },
);
