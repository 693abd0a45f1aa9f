import type { FastifyPluginAsync } from 'fastify';
import { ErrorBodySchema } from '@shop/contract';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { selectKushkiChargeByTicket } from './kushki.repository.js';
import { KushkiNotificationSchema, recordNotification, verifyWebhook } from './kushki-webhook.js';

export interface KushkiWebhookOptions {
  /** Settles a captured charge against the checkout's attempts (checkout/notified-charge.ts). */
  settle(
    charge: { providerKey: string; chargeId: string },
    voidOnce: (chargeId: string) => Promise<boolean>,
  ): Promise<string>;
}

/**
 * POST /api/payment/kushki/webhook (ADR 068): Kushki's notifications. The signature is checked on
 * the raw body (a wrong, stale or replayed one is 401 and changes nothing), each notification is
 * recorded once, and an approved charge is settled against our attempts at once.
 */
export const kushkiWebhookRoutes: FastifyPluginAsync<KushkiWebhookOptions> = async (app, opts) => {
  const config = app.config.kushki;
  if (app.paymentProvider.name !== 'kushki' || !config) return;
  // The signature covers the body's exact bytes: this plugin's JSON stays a string (in this
  // plugin's context only: the app's own JSON parser, with its depth limit, is replaced here).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  const voidOnce = async (chargeId: string) => {
    const row = await selectKushkiChargeByTicket(app.db, chargeId);
    if (row?.status !== 'captured') return false;
    await app.paymentProvider.void(chargeId);
    return true;
  };

  app.post(
    '/kushki/webhook',
    {
      schema: {
        tags: ['payment'],
        summary: "Kushki's signed notifications (approved, voided, refunded charges)",
        response: { 200: z.object({ received: z.literal(true) }), 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const verdict = verifyWebhook(config.webhookSecret, raw, request.headers);
      if (!verdict.ok) throw AppError.of('authentication_failed', 'Firma de Kushki no válida.');
      let parsed;
      try {
        parsed = KushkiNotificationSchema.safeParse(JSON.parse(raw));
      } catch {
        parsed = null;
      }
      if (!parsed?.success)
        throw AppError.field('ticketNumber', 'Notificación de Kushki no válida.');
      const effect = await recordNotification(app.db, verdict.signature, parsed.data);
      if (effect.kind === 'replay')
        throw AppError.of('authentication_failed', 'Esta notificación de Kushki ya fue recibida.');
      if (effect.kind === 'captured') {
        const outcome = await opts.settle(effect, voidOnce);
        request.log.info({ ...effect, outcome }, 'Kushki notification settled');
      }
      return { received: true as const };
    },
  );
};
