import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
// Recorded exception (ADR 030): createsuperuser writes `users` from the admin module.
import { users } from '../../db/schema/auth.js';

type UserRow = typeof users.$inferSelect;
type SuperuserValues = Pick<
  typeof users.$inferInsert,
  'passwordHash' | 'isActive' | 'isStaff' | 'role'
>;

/** The user with this e-mail, whatever its case, locked until the transaction ends; or undefined. */
export async function lockUserByEmail(tx: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .for('update');
  return row;
}

/** Promotes the user, bumping the token version so older tokens stop working. */
export async function updateUserToSuperuser(
  tx: Db | Tx,
  id: number,
  values: SuperuserValues,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ ...values, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(sql`${users.id} = ${id}`)
    .returning();
  return row;
}

export async function insertSuperuser(
  tx: Db | Tx,
  values: SuperuserValues & Pick<typeof users.$inferInsert, 'email' | 'firstName' | 'lastName'>,
): Promise<UserRow | undefined> {
  const [row] = await tx.insert(users).values(values).returning();
  return row;
}
