import { type Db, queryRows, sql } from '../db/client.js';

/** Invoice states that still wait for the SRI (authorized, returned, not_authorized are final). */
export const OPEN_INVOICE_STATES = ['pending_data', 'generated', 'signed', 'received'];

export interface QueueRow {
  status: string;
  count: number;
  /** Age of the oldest row in this state, seconds (null: none). */
  oldest_seconds: number | null;
}

/** Mail queue by status, with the age of each status's oldest row. */
export function mailQueueByStatus(db: Db): Promise<QueueRow[]> {
  return queryRows<QueueRow>(
    db,
    sql`select status, count(*)::int as count,
          extract(epoch from now() - min(created_at))::float8 as oldest_seconds
        from mail_queue group by status`,
  );
}

/** SRI documents by status, with the age of each status's oldest row. */
export function invoicesByStatus(db: Db): Promise<QueueRow[]> {
  return queryRows<QueueRow>(
    db,
    sql`select status, count(*)::int as count,
          extract(epoch from now() - min(created_at))::float8 as oldest_seconds
        from invoices group by status`,
  );
}

/** Payment attempts by outcome (completed, failed, voided, and the open pending/charged). */
export function paymentsByStatus(db: Db): Promise<{ status: string; count: number }[]> {
  return queryRows(
    db,
    sql`select status, count(*)::int as count from payment_intents group by status`,
  );
}
