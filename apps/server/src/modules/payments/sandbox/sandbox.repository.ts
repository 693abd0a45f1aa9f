import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { sandboxCharges, sandboxNonces } from '../../../db/schema/payments.js';

export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

export async function selectChargeByIdempotencyKey(
  db: Db | Tx,
  idempotencyKey: string,
): Promise<SandboxChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
  return row;
}

export async function updateChargeVoided(db: Db | Tx, chargeId: string): Promise<void> {
  await db.update(sandboxCharges).set({ status: 'voided' }).where(eq(sandboxCharges.id, chargeId));
}

export async function insertSandboxCharge(
  db: Db | Tx,
  charge: typeof sandboxCharges.$inferInsert,
): Promise<void> {
  await db.insert(sandboxCharges).values(charge);
}

/**
 * Spends the payer's unused, unexpired nonce in one statement; its outcome, or undefined when
 * there is no such nonce (unknown, someone else's, spent or expired).
 */
export async function updateNonceSpent(
  db: Db | Tx,
  nonce: string,
  payer: string,
): Promise<{ outcome: string } | undefined> {
  const [spent] = await db
    .update(sandboxNonces)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(sandboxNonces.nonce, nonce),
        eq(sandboxNonces.owner, payer),
        isNull(sandboxNonces.usedAt),
        gt(sandboxNonces.expiresAt, new Date()),
      ),
    )
    .returning({ outcome: sandboxNonces.outcome });
  return spent;
}

export async function insertSandboxNonce(
  db: Db | Tx,
  nonce: typeof sandboxNonces.$inferInsert,
): Promise<void> {
  await db.insert(sandboxNonces).values(nonce);
}
