import { isKushkiTestEnvironment, type KushkiConfig } from '../../../config-kushki.js';
import type { Db } from '../../../db/client.js';
import { callKushki } from './kushki-client.js';
import {
  insertSentCharge,
  type KushkiChargeRow,
  selectKushkiCharge,
  selectKushkiChargeByTicket,
  updateChargeAnswered,
  updateChargeReturned,
} from './kushki.repository.js';
import {
  KUSHKI_CODES,
  KushkiChargeRequestSchema,
  KushkiChargeResponseSchema,
  type KushkiChargeRequest,
  KushkiErrorSchema,
  kushkiAmountOf,
  KushkiTicketResponseSchema,
  plainAmountOf,
} from './kushki-wire.js';
import {
  type ChargeRecord,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  type RefundResult,
} from '../payment-provider.js';

/** Ecuador's calendar day of an instant (UTC-5, no daylight saving). */
export const ecuadorDay = (at: Date) =>
  new Date(at.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);

/** A refund Kushki cannot make (a partial one in Ecuador); answered as 400 by the back office. */
export class RefundNotAllowedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundNotAllowedError';
  }
}

/**
 * Kushki, Ecuador's card gateway (ADR 067). The browser tokenizes the card with kushki.js and the
 * public merchant id; the server charges the token with the private one. Every charge is first
 * written to the ledger (`sent`, with its token) and sent with its Idempotency-Key, so a lost
 * answer is asked again with the same key: Kushki answers the first charge instead of a second.
 */
export function createKushkiProvider(db: Db, config: KushkiConfig): PaymentProvider {
  /** Sends (or sends again) a ledger row's charge and records the answer. */
  async function send(row: KushkiChargeRow, body: KushkiChargeRequest): Promise<ChargeResult> {
    const answer = await callKushki(config, 'POST', '/card/v1/charges', {
      body,
      idempotencyKey: row.idempotencyKey,
    });
    if (answer.status < 300) {
      const charge = KushkiChargeResponseSchema.safeParse(answer.body);
      if (!charge.success)
        throw new PaymentProviderUnavailableError('Kushki: charge without ticket');
      const { ticketNumber } = charge.data;
      await updateChargeAnswered(db, row.idempotencyKey, { status: 'captured', ticketNumber });
      return { status: 'approved', chargeId: ticketNumber };
    }
    await updateChargeAnswered(db, row.idempotencyKey, { status: 'declined' });
    return declineOf(answer.body);
  }

  /** A row whose outcome is known, or a sent one asked again (the same key: no second charge). */
  async function settle(row: KushkiChargeRow): Promise<ChargeResult> {
    if (row.status === 'captured') return { status: 'approved', chargeId: row.ticketNumber! };
    if (row.status !== 'sent') return { status: 'invalid_nonce' };
    return send(row, KushkiChargeRequestSchema.parse(row.body));
  }

  return {
    name: 'kushki',
    createClientToken: async () => config.publicMerchantId,
    clientConfig: () => ({
      public_merchant_id: config.publicMerchantId,
      url: config.url,
      in_test_environment: isKushkiTestEnvironment(config),
    }),
    async charge(request) {
      const body = chargeBodyOf(request);
      const row = {
        idempotencyKey: request.idempotencyKey,
        payer: request.payer,
        amountCents: request.amountCents,
        body,
      };
      if (!(await insertSentCharge(db, row))) {
        const earlier = await selectKushkiCharge(db, request.idempotencyKey);
        return earlier ? settle(earlier) : { status: 'invalid_nonce' };
      }
      return send((await selectKushkiCharge(db, request.idempotencyKey))!, body);
    },
    /**
     * Gives a charge back whole: on its own day (Ecuador's) a void, later a refund, as Kushki's
     * "Devoluciones, anulaciones y reembolsos" describes; the back office's cancellation uses it.
     */
    async void(chargeId) {
      const row = await selectKushkiChargeByTicket(db, chargeId);
      const sameDay = !row || ecuadorDay(row.createdAt) === ecuadorDay(new Date());
      const path = `${sameDay ? '/v1/charges' : '/v1/refund'}/${encodeURIComponent(chargeId)}`;
      const answer = await callKushki(config, 'DELETE', path, { body: { fullResponse: 'v2' } });
      if (answer.status >= 300) throw new Error(`Kushki refused to give back ${chargeId}`);
      await updateChargeReturned(db, chargeId, {
        status: sameDay ? 'voided' : 'refunded',
        refundedCents: row?.amountCents ?? 0,
      });
    },
    async findChargeByIdempotencyKey(idempotencyKey): Promise<ChargeRecord | null> {
      const row = await selectKushkiCharge(db, idempotencyKey);
      if (!row) return null;
      const result = row.status === 'sent' ? await settle(row) : null;
      const now = result ? await selectKushkiCharge(db, idempotencyKey) : row;
      if (!now?.ticketNumber || now.status === 'declined' || now.status === 'sent') return null;
      return {
        chargeId: now.ticketNumber,
        status: now.status === 'captured' ? 'captured' : 'voided',
        amountCents: now.amountCents,
      };
    },
    async refund(chargeId, request): Promise<RefundResult> {
      const row = await selectKushkiChargeByTicket(db, chargeId);
      // Asked again with its key (a lost answer, a crash): the ledger may already say given back
      // (our answer or Kushki's notification); Kushki answers the first request with that key.
      const replay =
        !!request.idempotencyKey && (row?.status === 'voided' || row?.status === 'refunded');
      if (!row || (row.status !== 'captured' && !replay))
        throw new RefundNotAllowedError('El pago ya fue anulado o reembolsado.');
      const amountCents = request.amountCents ?? row.amountCents - (replay ? 0 : row.refundedCents);
      // Kushki: "Partial refunds are only available in Colombia, Chile, Mexico and Peru".
      if (amountCents !== row.amountCents)
        throw new RefundNotAllowedError(
          'Kushki no permite devoluciones parciales en Ecuador: solo se puede devolver el total.',
        );
      const sameDay = ecuadorDay(row.createdAt) === ecuadorDay(request.now ?? new Date());
      const path = sameDay ? `/v1/charges/${chargeId}` : `/v1/refund/${chargeId}`;
      const answer = await callKushki(config, 'DELETE', path, {
        body: { fullResponse: 'v2' },
        idempotencyKey: request.idempotencyKey,
      });
      const ticket = KushkiTicketResponseSchema.safeParse(answer.body);
      if (answer.status >= 300 || !ticket.success)
        throw new RefundNotAllowedError('Kushki no aceptó la devolución; inténtalo más tarde.');
      await updateChargeReturned(db, chargeId, {
        status: sameDay ? 'voided' : 'refunded',
        refundedCents: amountCents,
      });
      return {
        kind: sameDay ? 'void' : 'refund',
        amountCents,
        reference: ticket.data.ticketNumber,
      };
    },
  };
}

/** Kushki's charge body: the token, the amount per IVA rate, the diferido and our key. */
function chargeBodyOf(request: ChargeRequest): KushkiChargeRequest {
  return {
    token: request.nonce,
    amount: request.iva
      ? kushkiAmountOf(request.iva, request.amountCents)
      : plainAmountOf(request.amountCents),
    ...(request.deferred ? { deferred: request.deferred } : {}),
    metadata: { idempotencyKey: request.idempotencyKey },
    fullResponse: 'v2',
  };
}

/** What a refused charge means for the checkout. */
export function declineOf(body: unknown): ChargeResult {
  const error = KushkiErrorSchema.safeParse(body);
  const code = error.success ? (error.data.code ?? error.data.responseCode) : undefined;
  if (code === KUSHKI_CODES.invalidToken) return { status: 'invalid_nonce' };
  if (code === KUSHKI_CODES.insufficientFunds) return { status: 'insufficient_funds' };
  if (error.success && error.data.rules?.some((r) => r.code === KUSHKI_CODES.authenticationFailed))
    return { status: 'authentication_failed' };
  return { status: 'declined' };
}
