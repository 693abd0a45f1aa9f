import {
  centsToMoney,
  type CreditableLine,
  type CreditNoteSummary,
  type InvoiceStatus,
  type InvoiceSummary,
} from '@shop/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type DocumentData, documentNumber } from './invoice-xml.js';
import { issuedDocument } from './invoice-document.js';
import { type InvoiceRow, selectCreditNotesOfOrder } from './invoicing.repository.js';
import { authorizedXml, ridePdfOf } from './invoice-files.service.js';
import { INVOICING_MESSAGES } from './invoicing-messages.js';
import { remainingQuantities } from './credit-notes.service.js';
import { toInvoiceSummary } from './order-invoice.service.js';

/** The order pages' view of notas de crédito and their files (ADR 083). */

export const CREDIT_NOTE_VIEW_MESSAGES = {
  notFound: 'Esta nota de crédito no existe.',
  notReady: 'La nota de crédito aún no está autorizada por el SRI.',
} as const;

const documentOf = (row: InvoiceRow): DocumentData => issuedDocument(row);

export function toCreditNoteSummary(note: InvoiceRow): CreditNoteSummary {
  const document = documentOf(note);
  return {
    id: note.id,
    status: note.status as InvoiceStatus,
    number: documentNumber(document),
    issue_date: document.fechaEmision,
    total: centsToMoney(note.totalCents),
    reason: document.modifies?.motivo ?? '',
    authorization_number: note.authorizationNumber,
    authorized_at: note.authorizedAt?.toISOString() ?? null,
  };
}

/** The invoice's summary with its notas de crédito and whether they credit every unit. */
export async function invoiceSummaryWithNotes(
  db: Db,
  invoice: InvoiceRow,
): Promise<InvoiceSummary> {
  const notes = await selectCreditNotesOfOrder(db, invoice.orderId);
  // An invoice still waiting for its number has no document (and no notes) yet.
  const fullyCredited =
    notes.length > 0 &&
    invoice.secuencial !== null &&
    remainingQuantities(documentOf(invoice), notes.map(documentOf)).every((q) => q <= 0);
  return {
    ...toInvoiceSummary(invoice),
    credit_notes: notes.map(toCreditNoteSummary),
    fully_credited: fullyCredited,
  };
}

/** The invoice's lines with the units not yet credited, for the back office's partial note. */
export async function creditableLines(db: Db, invoice: InvoiceRow): Promise<CreditableLine[]> {
  if (invoice.secuencial === null) return [];
  const document = documentOf(invoice);
  const notes = await selectCreditNotesOfOrder(db, invoice.orderId);
  const left = remainingQuantities(document, notes.map(documentOf));
  return document.lines.map((l, line) => ({
    line,
    code: l.code,
    description: l.description,
    quantity: l.quantity,
    remaining: Math.max(0, left[line]!),
    unit_price: centsToMoney(l.unitGrossCents),
  }));
}

/** A nota de crédito of this order, authorized by the SRI (404 otherwise: another order's too). */
export async function requireAuthorizedCreditNote(
  db: Db,
  orderId: number,
  noteId: number,
): Promise<InvoiceRow> {
  const note = (await selectCreditNotesOfOrder(db, orderId)).find((n) => n.id === noteId);
  if (!note) throw AppError.of('not_found', CREDIT_NOTE_VIEW_MESSAGES.notFound);
  if (note.status !== 'authorized')
    throw AppError.of('not_found', CREDIT_NOTE_VIEW_MESSAGES.notReady);
  return note;
}

export interface DocumentFile {
  body: Buffer | string;
  contentType: string;
  filename: string;
}

/** The RIDE (PDF) or the authorized XML of an authorized factura or nota de crédito. */
export async function documentFile(row: InvoiceRow, kind: 'pdf' | 'xml'): Promise<DocumentFile> {
  if (row.status !== 'authorized')
    throw AppError.of('not_found', INVOICING_MESSAGES.invoiceNotReady);
  const document = documentOf(row);
  const base = `${document.codDoc === '04' ? 'nota-credito' : 'factura'}-${documentNumber(document)}`;
  if (kind === 'xml')
    return {
      body: authorizedXml(row),
      contentType: 'application/xml; charset=utf-8',
      filename: `${base}.xml`,
    };
  const { pdf } = await ridePdfOf(row);
  return { body: pdf, contentType: 'application/pdf', filename: `${base}.pdf` };
}
