import type { AdminInvoiceResponse } from '@shop/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffMember } from '../../lib/staff-member.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireAdminOrderId } from '../orders/order-history.service.js';
import { creditableLines, invoiceSummaryWithNotes } from './credit-notes-view.service.js';
import { INVOICING_MESSAGES } from './invoicing-messages.js';
import {
  type InvoiceRow,
  lockInvoiceOfOrder,
  selectInvoiceById,
  updateInvoice,
} from './invoicing.repository.js';
import { AUTHORIZATION_PENDING } from './sri-answers.js';

// The back office's view of an order's factura (its state, lines and a note for staff) and
// "Reenviar al SRI" for one the SRI returned or did not authorize (ADR 092).

const STOPPED = new Set(['returned', 'not_authorized']);
const IN_PROGRESS = new Set(['generated', 'signed', 'received']);

/**
 * Why the invoice needs staff, in Spanish: the worker's note on a document the SRI refused
 * (sri-answers.ts staffNote), or the last failed sending of one still being retried. Null when
 * nothing is wrong (authorized, waiting for the buyer's data, or the SRI still deciding).
 */
export function staffNoteOf(invoice: InvoiceRow): string | null {
  if (STOPPED.has(invoice.status))
    return invoice.lastError ?? 'El SRI rechazó el comprobante sin mensajes.';
  if (
    IN_PROGRESS.has(invoice.status) &&
    invoice.lastError &&
    invoice.lastError !== AUTHORIZATION_PENDING
  )
    return `El último envío al SRI falló (${invoice.lastError}); se reintenta automáticamente.`;
  return null;
}

/** The answer of the back office's invoice routes: summary, creditable lines and the note. */
export async function adminInvoiceView(db: Db, invoice: InvoiceRow): Promise<AdminInvoiceResponse> {
  return {
    invoice: await invoiceSummaryWithNotes(db, invoice),
    lines: await creditableLines(db, invoice),
    staff_note: staffNoteOf(invoice),
  };
}

/**
 * POST /api/admin/orders/{tx}/invoice/resend: a factura the SRI returned or did not authorize
 * goes round again once staff fixed the cause (the establishment reopened, a new certificate):
 * signed again with the current certificate, same number and clave de acceso, due at once for
 * the invoice worker. The row is locked, so two clicks send it once (the second gets 409);
 * audited as `invoice.resend` with the note it had.
 */
export async function resendStaffInvoice(
  db: Db,
  staff: StaffMember,
  transactionId: string,
): Promise<AdminInvoiceResponse> {
  const orderId = await requireAdminOrderId(db, transactionId);
  const invoice = await db.transaction(async (tx) => {
    const row = await lockInvoiceOfOrder(tx, orderId);
    if (!row) throw AppError.of('not_found', INVOICING_MESSAGES.noInvoice);
    if (!STOPPED.has(row.status))
      throw AppError.of('invalid_transition', INVOICING_MESSAGES.resendNotAllowed);
    await updateInvoice(tx, row.id, {
      status: 'generated',
      signedXml: null,
      messages: [],
      lastError: null,
      attempts: 0,
      nextAttemptAt: new Date(),
    });
    await recordAudit(tx, staff, {
      action: 'invoice.resend',
      entity: 'order',
      entityId: transactionId,
      before: { status: row.status, note: row.lastError, messages: row.messages },
    });
    return (await selectInvoiceById(tx, row.id))!;
  });
  return adminInvoiceView(db, invoice);
}
