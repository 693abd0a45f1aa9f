import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { paymentIntents } from '../../db/schema/checkout.js';

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;
export type IntentStatus = 'pending' | 'charged' | 'completed' | 'failed' | 'voided';
export interface CartSnapshotLine {
  productId: number;
  count: number;
}

const OPEN: IntentStatus[] = ['pending', 'charged'];

/**
 * Records an attempt before the charge; null when the customer already has an open one (the
 * partial unique index decides, so two concurrent checkouts of one cart cannot both pass).
 */
export async function insertOpenIntent(
  db: Db | Tx,
  intent: {
    userId: number;
    requestKey: string;
    providerKey: string;
    amountCents: number;
    request: unknown;
    cart: CartSnapshotLine[];
  },
): Promise<PaymentIntentRow | null> {
  const [row] = await db.insert(paymentIntents).values(intent).onConflictDoNothing().returning();
  return row ?? null;
}

/** Moves an open attempt on; false when it was no longer open (the reconciler got there first). */
export async function updateOpenIntent(
  db: Db | Tx,
  id: number,
  change: { status: IntentStatus; chargeId?: string; orderId?: number },
): Promise<boolean> {
  const rows = await db
    .update(paymentIntents)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(paymentIntents.id, id), inArray(paymentIntents.status, OPEN)))
    .returning({ id: paymentIntents.id });
  return rows.length > 0;
}

/** Open attempts last touched before `before`, oldest first. */
export async function selectOpenIntents(db: Db, before: Date): Promise<PaymentIntentRow[]> {
  return db
    .select()
    .from(paymentIntents)
    .where(and(inArray(paymentIntents.status, OPEN), lt(paymentIntents.updatedAt, before)))
    .orderBy(asc(paymentIntents.id));
}

/** The attempt charged with this provider key, whatever its status. */
export async function selectIntentByProviderKey(
  db: Db | Tx,
  providerKey: string,
): Promise<PaymentIntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.providerKey, providerKey));
  return row;
}
