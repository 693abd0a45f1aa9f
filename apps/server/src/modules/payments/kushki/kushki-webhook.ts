import { createHmac, timingSafeEqual } from 'node:crypto';
import { numberToCents } from '@shop/contract';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import {
  insertWebhookEvent,
  updateChargeReturned,
  upsertNotifiedCharge,
} from './kushki.repository.js';

/** A notification older or newer than this (by its X-Kushki-Id timestamp) is refused. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

/**
 * Kushki's notification: the signature header is the hex HMAC-SHA256, keyed with the console's
 * "Webhook signature", of the raw body, a dot and the X-Kushki-Id header (a timestamp). Kushki's
 * Ecuador page ("Webhooks", Authentication) describes these headers; ADR 068 records the reading.
 */
export function expectedSignature(secret: string, rawBody: string, kushkiId: string): string {
  return createHmac('sha256', secret).update(`${rawBody}.${kushkiId}`).digest('hex');
}

export type WebhookVerdict =
  { ok: true; signature: string } | { ok: false; reason: 'missing' | 'bad_signature' | 'stale' };

export function verifyWebhook(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  now = Date.now(),
): WebhookVerdict {
  const id = headers['x-kushki-id'];
  const signature = headers['x-kushki-signature'];
  if (typeof id !== 'string' || typeof signature !== 'string')
    return { ok: false, reason: 'missing' };
  const given = Buffer.from(signature.trim().toLowerCase());
  const expected = Buffer.from(expectedSignature(secret, rawBody, id));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad_signature' };
  const at = Number(id);
  if (!Number.isFinite(at) || Math.abs(now - at) > WEBHOOK_TOLERANCE_MS)
    return { ok: false, reason: 'stale' };
  return { ok: true, signature: expected.toString() };
}

/** The fields of a card notification we act on; the rest passes through. */
export const KushkiNotificationSchema = z.looseObject({
  ticketNumber: z.string().min(1),
  transactionStatus: z.string(),
  approvedTransactionAmount: z.number().optional(),
  metadata: z.looseObject({ idempotencyKey: z.string().optional() }).optional(),
});
export type KushkiNotification = z.infer<typeof KushkiNotificationSchema>;

export type NotificationEffect =
  | { kind: 'replay' }
  | { kind: 'captured'; providerKey: string; chargeId: string }
  | { kind: 'recorded' };

/**
 * Records a verified notification once (its signature; a replay changes nothing) and what it says
 * in the ledger: an approval our process never saw answered becomes a captured charge (to be
 * settled against our attempts), a void or refund closes the charge.
 */
export async function recordNotification(
  db: Db,
  signature: string,
  note: KushkiNotification,
): Promise<NotificationEffect> {
  if (!(await insertWebhookEvent(db, { signature, ticketNumber: note.ticketNumber })))
    return { kind: 'replay' };
  const key = note.metadata?.idempotencyKey;
  if (note.transactionStatus === 'APPROVAL' && key) {
    await upsertNotifiedCharge(db, {
      idempotencyKey: key,
      ticketNumber: note.ticketNumber,
      amountCents: numberToCents(note.approvedTransactionAmount ?? 0),
    });
    return { kind: 'captured', providerKey: key, chargeId: note.ticketNumber };
  }
  if (note.transactionStatus === 'VOIDED' || note.transactionStatus === 'REFUNDED')
    await updateChargeReturned(db, note.ticketNumber, {
      status: note.transactionStatus === 'VOIDED' ? 'voided' : 'refunded',
      refundedCents: 0,
    });
  return { kind: 'recorded' };
}
