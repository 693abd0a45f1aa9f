import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';

export type UserRow = typeof users.$inferSelect;

/** The user with this e-mail, compared case-insensitively, or null. */
export async function getUserByEmail(db: Db | Tx, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user ?? null;
}

export async function getUserById(db: Db | Tx, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/** Inserts an inactive user; null when the e-mail is taken (the unique lower(email) index). */
export async function insertUser(
  db: Db | Tx,
  values: { email: string; firstName: string; lastName: string; passwordHash: string },
): Promise<UserRow | null> {
  const [user] = await db
    .insert(users)
    .values({ ...values, isActive: false })
    .onConflictDoNothing()
    .returning();
  return user ?? null;
}

export async function updateUser(
  db: Db | Tx,
  id: number,
  values: Partial<Pick<UserRow, 'lastLogin' | 'firstName' | 'lastName'>>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Activates an inactive user; false when it was active already (a concurrent activation). */
export async function markUserActive(db: Db | Tx, id: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isActive: true })
    .where(and(eq(users.id, id), eq(users.isActive, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Swaps the password hash only if it is still `oldHash`, so a reset link works once. */
export async function replacePasswordHash(
  db: Db | Tx,
  id: number,
  oldHash: string,
  newHash: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash: newHash })
    .where(and(eq(users.id, id), eq(users.passwordHash, oldHash)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function selectFirstNames(
  db: Db | Tx,
  ids: number[],
): Promise<{ id: number; firstName: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Raises the user's token version: every access token issued before dies. */
export async function bumpTokenVersion(db: Db | Tx, id: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

export async function selectEmails(
  db: Db | Tx,
  ids: number[],
): Promise<{ id: number; email: string }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids));
}
