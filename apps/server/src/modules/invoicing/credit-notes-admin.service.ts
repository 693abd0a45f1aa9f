import type { CreditNoteBody, CreditNoteSummary } from '@shop/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffMember } from '../../lib/staff-member.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireAdminOrderId } from '../orders/order-history.service.js';
import { CREDIT_NOTE_MESSAGES, creditInvoice } from './credit-notes.service.js';
import { toCreditNoteSummary } from './credit-notes-view.service.js';
import { lockInvoiceOfOrder, selectCreditNotesOfOrder } from './invoicing.repository.js';

/**
 * POST /api/admin/orders/{tx}/credit-notes: a nota de crédito of the chosen lines and units,
 * never more than the units the invoice has left (the factura's row is locked meanwhile). The
 * same Idempotency-Key answers the note it created (created: false) and issues nothing more.
 * Audited as `credit_note.issue` in the same transaction.
 */
export async function issueAdminCreditNote(
  db: Db,
  staff: StaffMember,
  input: { transactionId: string; body: CreditNoteBody; requestKey?: string },
): Promise<{ note: CreditNoteSummary; created: boolean }> {
  const orderId = await requireAdminOrderId(db, input.transactionId);
  return db.transaction(async (tx) => {
    const key = input.requestKey;
    // Locked first, so a concurrent replay of this key sees the note once it is committed.
    await lockInvoiceOfOrder(tx, orderId);
    const known = key ? (await selectCreditNotesOfOrder(tx, orderId)).map((n) => n.id) : [];
    const row = await creditInvoice(tx, {
      orderId,
      lines: input.body.lines,
      reason: input.body.reason,
      requestKey: key,
    });
    if (!row) throw AppError.of('invalid_transition', CREDIT_NOTE_MESSAGES.notNumbered);
    const note = toCreditNoteSummary(row);
    if (known.includes(row.id)) return { note, created: false };
    await recordAudit(tx, staff, {
      action: 'credit_note.issue',
      entity: 'order',
      entityId: input.transactionId,
      after: {
        number: note.number,
        total: note.total,
        reason: note.reason,
        lines: input.body.lines,
      },
    });
    return { note, created: true };
  });
}
