import type { AuditEntry, AuditQuery } from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import type { StaffMember } from '../../lib/staff-member.js';
import { insertAudit, selectAudit } from './audit.repository.js';
import { dayRange } from '../../lib/days.js';

export interface AuditChange {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Records a staff change in the caller's transaction: it is kept exactly when the change is. */
/** `staff` is the acting staff member, or the command line (id null). */
export async function recordAudit(
  tx: Db | Tx,
  staff: Pick<StaffMember, 'email'> & { id: number | null },
  change: AuditChange,
) {
  await insertAudit(tx, {
    userId: staff.id,
    userEmail: staff.email,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** The audit log, newest first, filtered as the administrators ask. */
export async function listAudit(db: Db, query: AuditQuery) {
  const { from, to } = dayRange(query.date_from, query.date_to);
  const { rows, count } = await selectAudit(db, {
    entity: query.entity,
    entityId: query.entity_id,
    userEmail: query.user_email,
    action: query.action,
    from,
    to,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const results: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    user_email: r.userEmail,
    action: r.action,
    entity: r.entity,
    entity_id: r.entityId,
    before: r.before ?? null,
    after: r.after ?? null,
    created_at: r.createdAt.toISOString(),
  }));
  return { count, page: query.page, page_size: query.page_size, results };
}
