import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { userAddresses } from '../../db/schema/profile.js';

export type AddressRow = typeof userAddresses.$inferSelect;
export type AddressValues = Omit<
  typeof userAddresses.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

/** The user's addresses: the default first, then the newest. */
export function selectAddresses(db: Db | Tx, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.id));
}

/** One of the user's addresses, locked for the change (null when not theirs). */
export async function selectOwnAddressForUpdate(
  tx: Db | Tx,
  userId: number,
  id: number,
): Promise<AddressRow | null> {
  const [row] = await tx
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function countAddresses(tx: Db | Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId));
  return row?.n ?? 0;
}

/** Serializes the address changes of one user (the default flag and the cap). */
export async function lockUserAddresses(tx: Db | Tx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('user_addresses'), ${userId})`);
}

export async function clearDefault(tx: Db | Tx, userId: number): Promise<void> {
  await tx
    .update(userAddresses)
    .set({ isDefault: false })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true)));
}

export async function insertAddress(
  tx: Db | Tx,
  userId: number,
  values: AddressValues,
): Promise<AddressRow> {
  const [row] = await tx
    .insert(userAddresses)
    .values({ userId, ...values })
    .returning();
  return row!;
}

export async function updateAddress(
  tx: Db | Tx,
  id: number,
  values: AddressValues,
): Promise<AddressRow> {
  const [row] = await tx
    .update(userAddresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(userAddresses.id, id))
    .returning();
  return row!;
}

export async function deleteAddress(tx: Db | Tx, id: number): Promise<void> {
  await tx.delete(userAddresses).where(eq(userAddresses.id, id));
}

/** Makes the newest remaining address the default (after the default one was deleted). */
export async function promoteNewestAddress(tx: Db | Tx, userId: number): Promise<void> {
  const [newest] = await tx
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.id))
    .limit(1);
  if (newest) {
    await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, newest.id));
  }
}
