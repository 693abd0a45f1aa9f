import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type CreditLine, type CreditedLine, creditNoteAmounts } from './credit-note-amounts.js';
import { type DocumentData, breakdownOf, documentNumber } from './invoice-xml.js';
import {
  insertInvoice,
  lockInvoiceOfOrder,
  selectCreditNotesOfOrder,
  selectInvoiceOfOrder,
} from './invoicing.repository.js';
import { numberDocument, rowOf } from './document-numbering.js';
import { issuedDocument } from './invoice-document.js';

export const CREDIT_NOTE_MESSAGES = {
  noInvoice: 'Este pedido no tiene factura.',
  notNumbered: 'La factura de este pedido aún no tiene número: no hay nada que acreditar.',
  fullyCredited: 'La factura de este pedido ya está anulada por nota de crédito.',
  noLines: 'Elija al menos una línea y una cantidad.',
  badLine: (n: number) => `La línea ${n} no existe en la factura.`,
  tooMany: (n: number, left: number) =>
    `La línea ${n} solo tiene ${left} unidad(es) sin acreditar.`,
  reasonRequired: 'Escriba el motivo de la nota de crédito.',
} as const;

export type { CreditLine };

/** Quantities of each invoice line not yet credited by earlier notas de crédito. */
export function remainingQuantities(invoice: DocumentData, notes: DocumentData[]): number[] {
  const left = invoice.lines.map((l) => l.quantity);
  for (const note of notes)
    for (const line of note.lines as CreditedLine[])
      if (line.invoiceLine !== undefined) left[line.invoiceLine]! -= line.quantity;
  return left;
}

/**
 * Issues a nota de crédito (codDoc 04) against the order's invoice, in the caller's transaction
 * when given one: numbered, its XML built, queued for signing, sending, authorization and the
 * buyer's e-mail (RIDE + XML) by the invoice worker. Without `lines` it credits everything not
 * yet credited (a cancellation); with them, those quantities (a partial refund). The coupon's
 * share follows each credited line in proportion. Answers the note's row, or null when the
 * invoice was never numbered (it waits for billing data: nothing was declared to the SRI).
 * This is the one entry point for refunds (card payments) and cancellations.
 */
export async function creditInvoice(
  db: Db | Tx,
  input: { orderId: number; lines?: CreditLine[]; reason: string; requestKey?: string },
) {
  const run = async (tx: Db | Tx) => {
    const reason = input.reason.trim();
    if (!reason) throw AppError.fields({ reason: [CREDIT_NOTE_MESSAGES.reasonRequired] });
    // The factura's row is locked: concurrent notes of one order queue, none credits a unit twice.
    const invoice = await lockInvoiceOfOrder(tx, input.orderId);
    if (!invoice) throw AppError.of('not_found', CREDIT_NOTE_MESSAGES.noInvoice);
    if (invoice.secuencial === null) return null;
    const original = issuedDocument(invoice);
    const previous = await selectCreditNotesOfOrder(tx, input.orderId);
    const replayed = input.requestKey && previous.find((n) => n.requestKey === input.requestKey);
    if (replayed) return replayed;
    const left = remainingQuantities(original, previous.map(issuedDocument));
    const wanted =
      input.lines ?? left.flatMap((quantity, line) => (quantity > 0 ? [{ line, quantity }] : []));
    if (wanted.length === 0) {
      if (!input.lines) throw AppError.of('invalid_transition', CREDIT_NOTE_MESSAGES.fullyCredited);
      throw AppError.fields({ lines: [CREDIT_NOTE_MESSAGES.noLines] });
    }
    const asked = left.map(() => 0);
    for (const { line, quantity } of wanted) {
      if (!original.lines[line] || !Number.isInteger(quantity) || quantity <= 0)
        throw AppError.fields({ lines: [CREDIT_NOTE_MESSAGES.badLine(line + 1)] });
      asked[line]! += quantity;
      if (asked[line]! > left[line]!)
        throw AppError.fields({ lines: [CREDIT_NOTE_MESSAGES.tooMany(line + 1, left[line]!)] });
    }
    const { lines, discountCents, targetCents } = creditNoteAmounts({
      invoice: original,
      invoiceTotalCents: breakdownOf(original).totalCents,
      creditedBefore: original.lines.map((l, i) => l.quantity - left[i]!),
      previousTotalCents: previous.reduce((sum, n) => sum + n.totalCents, 0),
      wanted,
    });
    const { data, xml } = await numberDocument(
      tx,
      {
        codDoc: '04',
        lines,
        discountCents,
        targetCents,
        formaPago: original.formaPago,
        buyer: original.buyer,
        modifies: {
          numero: documentNumber(original),
          fechaEmision: original.fechaEmision,
          motivo: reason,
        },
      },
      new Date(),
    );
    return insertInvoice(tx, {
      ...rowOf(input.orderId, data, xml, breakdownOf(data).totalCents),
      modifiesInvoiceId: invoice.id,
      requestKey: input.requestKey ?? null,
    });
  };
  return db.transaction(run);
}

/** True when every unit of the invoice is credited by authorized or pending notas de crédito. */
export async function isFullyCredited(db: Db | Tx, orderId: number, invoice: DocumentData) {
  const notes = await selectCreditNotesOfOrder(db, orderId);
  return remainingQuantities(invoice, notes.map(issuedDocument)).every((q) => q <= 0);
}

/** The hook of an order's cancellation: credits what is left of its invoice, if it has one. */
export function creditCancelledOrder(tx: Db | Tx, orderId: number): Promise<void> {
  return creditWhatIsLeft(tx, orderId, 'Pedido cancelado');
}

/**
 * A card payment given back by the back office (payments/credit-note-hook.ts, set at start-up):
 * credits what is left of the invoice, if it has one (ADR 084).
 */
export function creditRefundedOrder(tx: Db | Tx, orderId: number): Promise<void> {
  return creditWhatIsLeft(tx, orderId, 'Devolución del pago');
}

async function creditWhatIsLeft(tx: Db | Tx, orderId: number, reason: string): Promise<void> {
  const invoice = await selectInvoiceOfOrder(tx, orderId, '01');
  if (!invoice || invoice.secuencial === null) return;
  const left = remainingQuantities(
    issuedDocument(invoice),
    (await selectCreditNotesOfOrder(tx, orderId)).map(issuedDocument),
  );
  if (left.every((q) => q <= 0)) return;
  await creditInvoice(tx, { orderId, reason });
}
