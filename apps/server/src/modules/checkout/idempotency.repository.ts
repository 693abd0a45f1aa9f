import { and, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/checkout.js';

type KeyRef = { userId: number; key: string };
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

const keyOf = (ref: KeyRef) =>
  and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key));

/** Inserts the key as in progress unless it exists; true when this call inserted it. */
export async function insertKeyIfAbsent(
  db: Db | Tx,
  scope: KeyRef & { requestHash: string },
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId: scope.userId, key: scope.key, requestHash: scope.requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/**
 * Takes over an unfinished key with the same request hash claimed before `claimedBefore`
 * (its process crashed), restarting its clock; true when taken over.
 */
export async function updateAbandonedKey(
  db: Db | Tx,
  scope: KeyRef & { requestHash: string },
  claimedBefore: Date,
): Promise<boolean> {
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: new Date() })
    .where(
      and(
        keyOf(scope),
        eq(idempotencyKeys.state, 'in_progress'),
        eq(idempotencyKeys.requestHash, scope.requestHash),
        lt(idempotencyKeys.createdAt, claimedBefore),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return takenOver.length > 0;
}

/** Stores the answer of an unfinished key and marks it done. */
export async function updateKeyAnswer(
  db: Db | Tx,
  ref: KeyRef,
  status: IdempotencyKeyRow['responseStatus'],
  body: IdempotencyKeyRow['responseBody'],
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: body })
    .where(and(keyOf(ref), eq(idempotencyKeys.state, 'in_progress')));
}

/** Deletes the key while it is unfinished. */
export async function deleteUnfinishedKey(db: Db | Tx, ref: KeyRef): Promise<void> {
  await db.delete(idempotencyKeys).where(and(keyOf(ref), eq(idempotencyKeys.state, 'in_progress')));
}

export async function selectKey(db: Db | Tx, ref: KeyRef): Promise<IdempotencyKeyRow | null> {
  const [row] = await db.select().from(idempotencyKeys).where(keyOf(ref));
  return row ?? null;
}
