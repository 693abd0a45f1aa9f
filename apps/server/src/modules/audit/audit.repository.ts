import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(tx: Db | Tx, row: NewAuditRow): Promise<void> {
  await tx.insert(auditLog).values(row);
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  userEmail?: string;
  action?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

export async function selectAudit(db: Db, f: AuditFilter) {
  const conditions: SQL[] = [];
  if (f.entity) conditions.push(eq(auditLog.entity, f.entity));
  if (f.entityId) conditions.push(eq(auditLog.entityId, f.entityId));
  if (f.userEmail) conditions.push(sql`lower(${auditLog.userEmail}) = lower(${f.userEmail})`);
  if (f.action) conditions.push(eq(auditLog.action, f.action));
  if (f.from) conditions.push(gte(auditLog.createdAt, f.from));
  if (f.to) conditions.push(lt(auditLog.createdAt, f.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
