import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import type { UserRow } from './users.repository.js';

/** A guest row's password hash: not an argon2 hash, so no password ever matches it. */
export const UNUSABLE_PASSWORD = '!guest';

/** Inserts a guest row for this e-mail; null when the e-mail is taken (the unique index). */
export async function insertGuestUser(db: Db | Tx, email: string): Promise<UserRow | null> {
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: '',
      lastName: '',
      passwordHash: UNUSABLE_PASSWORD,
      isActive: false,
      isGuest: true,
    })
    .onConflictDoNothing()
    .returning();
  return user ?? null;
}

/**
 * Turns a guest row into a normal account, in one statement that only a guest row passes (a
 * concurrent claim loses): names, password, active or not, and a new token version (every guest
 * token dies). Null when the row is no longer a guest.
 */
export async function convertGuestUser(
  db: Db | Tx,
  id: number,
  values: { firstName: string; lastName: string; passwordHash: string; isActive: boolean },
): Promise<UserRow | null> {
  const [user] = await db
    .update(users)
    .set({ ...values, isGuest: false, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, id), eq(users.isGuest, true)))
    .returning();
  return user ?? null;
}
