import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import type { UserRow } from './users.repository.js';

// The back office's writes and reads of accounts (Clientes, Equipo; issue 11).

/** The account, locked until the transaction ends (staff changes to one account queue up). */
export async function selectUserForUpdate(tx: Db | Tx, id: number): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

export async function selectUserByEmailForUpdate(
  tx: Db | Tx,
  email: string,
): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .for('update');
  return row ?? null;
}

/** Switches an account on or off; off remembers when, so its old links cannot switch it back on. */
export async function updateUserActive(tx: Db | Tx, id: number, active: boolean): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ isActive: active, deactivatedAt: active ? null : sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** Gives an account a staff role, or takes it away (`null`: a customer again). */
export async function updateUserRole(
  tx: Db | Tx,
  id: number,
  role: string | null,
): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ role, isStaff: role !== null })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/**
 * Locks every active administrador but `exceptId` (in id order) and answers how many there are:
 * two staff changes racing to remove the last two administrators cannot both pass.
 */
export async function lockOtherActiveAdministrators(
  tx: Db | Tx,
  exceptId: number,
): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isStaff, true),
        eq(users.isActive, true),
        eq(users.role, 'administrador'),
        ne(users.id, exceptId),
      ),
    )
    .orderBy(asc(users.id))
    .for('update');
  return rows.length;
}

/** An invited staff member: inactive until they choose a password through the invitation link. */
export async function insertInvitedStaff(
  tx: Db | Tx,
  values: { email: string; role: string; passwordHash: string },
): Promise<UserRow | null> {
  const [row] = await tx
    .insert(users)
    .values({
      email: values.email,
      firstName: '',
      lastName: '',
      passwordHash: values.passwordHash,
      isActive: false,
      isStaff: true,
      role: values.role,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

const staffWhere = (search: string | undefined) => {
  const isStaff = and(eq(users.isStaff, true), sql`${users.role} IS NOT NULL`);
  if (!search) return isStaff;
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    isStaff,
    sql`(${users.email} ILIKE ${like} OR (${users.firstName} || ' ' || ${users.lastName}) ILIKE ${like})`,
  );
};

/** The team, administrators first, then by e-mail. */
export async function selectStaffPage(
  db: Db,
  query: { search?: string; limit: number; offset: number },
) {
  const where = staffWhere(query.search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(
        sql`CASE ${users.role} WHEN 'administrador' THEN 0 WHEN 'ventas' THEN 1 ELSE 2 END`,
        asc(sql`lower(${users.email})`),
      )
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
