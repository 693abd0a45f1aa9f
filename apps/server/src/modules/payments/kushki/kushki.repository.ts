import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { kushkiCharges, kushkiWebhookEvents } from '../../../db/schema/payments.js';

export type KushkiChargeRow = typeof kushkiCharges.$inferSelect;

export async function selectKushkiCharge(
  db: Db | Tx,
  idempotencyKey: string,
): Promise<KushkiChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(kushkiCharges)
    .where(eq(kushkiCharges.idempotencyKey, idempotencyKey));
  return row;
}

export async function selectKushkiChargeByTicket(
  db: Db | Tx,
  ticketNumber: string,
): Promise<KushkiChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(kushkiCharges)
    .where(eq(kushkiCharges.ticketNumber, ticketNumber));
  return row;
}

/** Records a charge about to be sent; false when the key already has a row. */
export async function insertSentCharge(
  db: Db | Tx,
  row: { idempotencyKey: string; payer: string; amountCents: number; body: unknown },
): Promise<boolean> {
  const inserted = await db
    .insert(kushkiCharges)
    .values({ ...row, status: 'sent' })
    .onConflictDoNothing()
    .returning({ key: kushkiCharges.idempotencyKey });
  return inserted.length > 0;
}

/** Kushki's answer to a sent charge: its ticket (captured) or declined. */
export async function updateChargeAnswered(
  db: Db | Tx,
  idempotencyKey: string,
  answer: { status: 'captured' | 'declined'; ticketNumber?: string },
): Promise<void> {
  await db
    .update(kushkiCharges)
    .set({ ...answer, updatedAt: new Date() })
    .where(and(eq(kushkiCharges.idempotencyKey, idempotencyKey), eq(kushkiCharges.status, 'sent')));
}

/**
 * A charge Kushki notified that the ledger does not know as captured (our process never saw the
 * answer): recorded as captured. Answers whether anything changed.
 */
export async function upsertNotifiedCharge(
  db: Db | Tx,
  row: { idempotencyKey: string; ticketNumber: string; amountCents: number },
): Promise<boolean> {
  const changed = await db
    .insert(kushkiCharges)
    .values({ ...row, status: 'captured' })
    .onConflictDoUpdate({
      target: kushkiCharges.idempotencyKey,
      set: { status: 'captured', ticketNumber: row.ticketNumber, updatedAt: new Date() },
      setWhere: inArray(kushkiCharges.status, ['sent', 'declined']),
    })
    .returning({ key: kushkiCharges.idempotencyKey });
  return changed.length > 0;
}

/** Moves a captured charge to voided or refunded once; false when it was not captured. */
export async function updateChargeReturned(
  db: Db | Tx,
  ticketNumber: string,
  change: { status: 'voided' | 'refunded' | 'captured'; refundedCents: number },
): Promise<boolean> {
  const changed = await db
    .update(kushkiCharges)
    .set({
      status: change.status,
      refundedCents: sql`${kushkiCharges.refundedCents} + ${change.refundedCents}`,
      updatedAt: new Date(),
    })
    .where(and(eq(kushkiCharges.ticketNumber, ticketNumber), eq(kushkiCharges.status, 'captured')))
    .returning({ key: kushkiCharges.idempotencyKey });
  return changed.length > 0;
}

/** Remembers a webhook's signature; false when it was seen before (a replay). */
export async function insertWebhookEvent(
  db: Db | Tx,
  event: { signature: string; ticketNumber: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(kushkiWebhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ signature: kushkiWebhookEvents.signature });
  return inserted.length > 0;
}
