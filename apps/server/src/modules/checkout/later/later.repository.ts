import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { paymentReceipts, paymentSettings, pendingPayments } from '../../../db/schema/checkout.js';

// SQL of the methods paid later (issue 31): the settings row, pending payments, receipts.

export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;
export type PendingPaymentRow = typeof pendingPayments.$inferSelect;
export type ReceiptRow = typeof paymentReceipts.$inferSelect;

export async function selectSettings(db: Db | Tx): Promise<PaymentSettingsRow | null> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  return row ?? null;
}

export async function upsertSettings(
  tx: Db | Tx,
  values: Omit<typeof paymentSettings.$inferInsert, 'id' | 'updatedAt'>,
): Promise<PaymentSettingsRow> {
  const [row] = await tx
    .insert(paymentSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function insertPendingPayment(tx: Db | Tx, row: typeof pendingPayments.$inferInsert) {
  await tx.insert(pendingPayments).values(row);
}

export async function selectPendingPayment(db: Db | Tx, orderId: number) {
  const [row] = await db.select().from(pendingPayments).where(eq(pendingPayments.orderId, orderId));
  return row ?? null;
}

/** Locks the payment's row until the transaction ends: staff actions and the expiry queue here. */
export async function lockPendingPayment(tx: Db | Tx, orderId: number) {
  const [row] = await tx
    .select()
    .from(pendingPayments)
    .where(eq(pendingPayments.orderId, orderId))
    .for('update');
  return row ?? null;
}

export async function updatePendingPayment(
  tx: Db | Tx,
  orderId: number,
  set: Partial<typeof pendingPayments.$inferInsert>,
) {
  await tx
    .update(pendingPayments)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(pendingPayments.orderId, orderId));
}

/**
 * The next due reservation, locked; a row another process holds is skipped (it is expiring it).
 */
export async function lockNextDue(tx: Db | Tx, now: Date): Promise<PendingPaymentRow | null> {
  const [row] = await tx
    .select()
    .from(pendingPayments)
    .where(and(isNotNull(pendingPayments.expiresAt), lte(pendingPayments.expiresAt, now)))
    .orderBy(asc(pendingPayments.expiresAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Inserts the receipt unless the same file is already on the order; answers the row. */
export async function insertReceiptOnce(
  tx: Db | Tx,
  row: typeof paymentReceipts.$inferInsert,
): Promise<{ row: ReceiptRow; created: boolean }> {
  const [inserted] = await tx
    .insert(paymentReceipts)
    .values(row)
    .onConflictDoNothing({ target: [paymentReceipts.orderId, paymentReceipts.sha256] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await tx
    .select()
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.orderId, row.orderId), eq(paymentReceipts.sha256, row.sha256)));
  return { row: existing!, created: false };
}

export function selectReceiptsOf(db: Db | Tx, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([] as ReceiptRow[]);
  return db
    .select()
    .from(paymentReceipts)
    .where(sql`${paymentReceipts.orderId} in ${orderIds}`)
    .orderBy(asc(paymentReceipts.id));
}

export async function selectReceipt(db: Db, id: number): Promise<ReceiptRow | null> {
  const [row] = await db.select().from(paymentReceipts).where(eq(paymentReceipts.id, id));
  return row ?? null;
}
