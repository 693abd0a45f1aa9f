import { and, eq } from 'drizzle-orm';
import { type Db, type Tx, queryRows, sql } from '../../db/client.js';
import { type SriMessage, invoices } from '../../db/schema/invoicing.js';
import { parseStoredDocument, type StoredDocument } from './invoice-document.js';

type StoredRow = typeof invoices.$inferSelect;
/** A row of invoices with its document parsed (invoice-document.ts), never cast. */
export type InvoiceRow = Omit<StoredRow, 'document'> & { document: StoredDocument };

const parsed = (row: StoredRow): InvoiceRow => ({
  ...row,
  document: parseStoredDocument(row.document),
});
export type NewInvoiceRow = typeof invoices.$inferInsert;

/**
 * The next sequential of this estab / ptoEmi / codDoc. The counter row stays locked until the
 * caller's transaction ends, so concurrent orders queue on it and a rolled-back order gives its
 * number back: gapless and never repeated, whatever the number of processes.
 */
export async function nextSequential(
  tx: Db | Tx,
  estab: string,
  ptoEmi: string,
  codDoc: string,
): Promise<number> {
  const [row] = await queryRows<{ last_value: number }>(
    tx,
    sql`INSERT INTO invoice_sequences (estab, pto_emi, cod_doc, last_value)
        VALUES (${estab}, ${ptoEmi}, ${codDoc}, 1)
        ON CONFLICT (estab, pto_emi, cod_doc)
        DO UPDATE SET last_value = invoice_sequences.last_value + 1
        RETURNING last_value`,
  );
  if (!row) throw new Error('The sequential counter returned no row');
  return row.last_value;
}

export async function insertInvoice(tx: Db | Tx, row: NewInvoiceRow): Promise<InvoiceRow> {
  const [created] = await tx.insert(invoices).values(row).returning();
  if (!created) throw new Error('The invoice insert returned no row');
  return parsed(created);
}

export async function selectInvoiceOfOrder(
  db: Db | Tx,
  orderId: number,
  codDoc: '01' | '04',
): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.codDoc, codDoc)));
  return row ? parsed(row) : null;
}

export async function selectInvoiceById(db: Db | Tx, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ? parsed(row) : null;
}

export async function selectInvoiceForUpdate(tx: Tx, id: number): Promise<InvoiceRow | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM invoices WHERE id = ${id} FOR UPDATE`,
  );
  if (!row) return null;
  const [full] = await tx.select().from(invoices).where(eq(invoices.id, id));
  return full ? parsed(full) : null;
}

export async function updateInvoice(
  db: Db | Tx,
  id: number,
  values: Partial<NewInvoiceRow>,
): Promise<void> {
  await db
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoices.id, id));
}

/**
 * Claims up to `limit` documents whose next step is due: the attempt is counted and the row leased
 * for 5 minutes (SKIP LOCKED), so two workers never send the same document at once and a crash
 * frees it when the lease ends.
 */
export async function claimDueInvoices(db: Db, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE invoices
        SET attempts = attempts + 1, next_attempt_at = now() + interval '5 minutes'
        WHERE id IN (
          SELECT id FROM invoices
          WHERE status IN ('generated', 'signed', 'received') AND next_attempt_at <= now()
          ORDER BY next_attempt_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function scheduleRetry(
  db: Db,
  id: number,
  error: string,
  retryInSeconds: number,
): Promise<void> {
  await db
    .update(invoices)
    .set({
      lastError: error,
      updatedAt: new Date(),
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
    })
    .where(eq(invoices.id, id));
}

/** Due again now: the worker's next run continues with the following step. */
export async function releaseNow(db: Db | Tx, id: number): Promise<void> {
  await db
    .update(invoices)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(invoices.id, id));
}

export type { SriMessage };

/** The order's notas de crédito, oldest first. */
export async function selectCreditNotesOfOrder(
  db: Db | Tx,
  orderId: number,
): Promise<InvoiceRow[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.codDoc, '04')))
    .orderBy(invoices.id);
  return rows.map(parsed);
}

/** The order's factura, its row locked until the caller's transaction ends. */
export async function lockInvoiceOfOrder(tx: Db | Tx, orderId: number): Promise<InvoiceRow | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM invoices WHERE order_id = ${orderId} AND cod_doc = '01' FOR UPDATE`,
  );
  return row ? selectInvoiceById(tx, row.id) : null;
}
