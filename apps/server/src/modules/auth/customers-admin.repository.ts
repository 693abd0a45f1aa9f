import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { orders } from '../../db/schema/orders.js';

// Clientes: the back office reads customers with their orders (writes go through the auth
// module's accounts-admin service).

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Customers are the accounts without a staff role. */
const isCustomer = or(eq(users.isStaff, false), isNull(users.role))!;

const orderCount = sql<number>`(SELECT count(*)::int FROM ${orders} WHERE ${orders.userId} = ${users.id})`;
const totalSpent = sql<number>`(SELECT coalesce(sum(${orders.amountCents}), 0)::int FROM ${orders} WHERE ${orders.userId} = ${users.id} AND ${orders.status} <> 'cancelled')`;

const customerColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: users.isActive,
  isStaff: users.isStaff,
  role: users.role,
  dateJoined: users.dateJoined,
  lastLogin: users.lastLogin,
  orderCount,
  totalSpentCents: totalSpent,
};

export async function selectCustomerPage(
  db: Db,
  f: { search?: string; active?: boolean; limit: number; offset: number },
) {
  const conditions: SQL[] = [isCustomer];
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    conditions.push(
      sql`(${users.email} ILIKE ${like} OR (${users.firstName} || ' ' || ${users.lastName}) ILIKE ${like})`,
    );
  }
  if (f.active !== undefined) conditions.push(eq(users.isActive, f.active));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.dateJoined), desc(users.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Any account by id (the service refuses staff accounts with a 409). */
export async function selectCustomer(db: Db, id: number) {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export type CustomerRow = NonNullable<Awaited<ReturnType<typeof selectCustomer>>>;

export function selectCustomerOrders(db: Db, userId: number) {
  return db
    .select({
      transactionId: orders.transactionId,
      status: orders.status,
      amountCents: orders.amountCents,
      dateIssued: orders.dateIssued,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.dateIssued), desc(orders.id));
}
