import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { requireOrderId } from '../orders/orders.service.js';
import { type DocumentData, documentNumber } from './invoice-xml.js';
import { type InvoiceRow, selectInvoiceOfOrder } from './invoicing.repository.js';
import { INVOICING_MESSAGES } from './invoicing-messages.js';
import { renderRidePdf } from './ride-pdf.js';

// The authorized invoice of an order and its files (RIDE, authorized XML) for the customer, the
// guest link and the back office.

export interface InvoiceFiles {
  invoice: InvoiceRow;
  number: string;
}

/** The customer's authorized invoice of their order (404 for another user's order). */
export async function requireAuthorizedInvoice(
  db: Db,
  userId: number,
  transactionId: string,
): Promise<InvoiceRow> {
  const orderId = await requireOrderId(db, userId, transactionId);
  return requireAuthorizedInvoiceOfOrder(db, orderId);
}

/** The RIDE (PDF) of an authorized invoice and its download name. */
export async function ridePdfOf(invoice: InvoiceRow): Promise<{ pdf: Buffer; filename: string }> {
  const document = invoice.document as unknown as DocumentData;
  const pdf = await renderRidePdf({
    document,
    authorizationNumber: invoice.authorizationNumber ?? '',
    authorizedAt: invoice.authorizedAt ?? new Date(),
  });
  return { pdf, filename: `factura-${documentNumber(document)}.pdf` };
}

/** The order's authorized invoice, for the back office. */
export async function requireAuthorizedInvoiceOfOrder(
  db: Db,
  orderId: number,
): Promise<InvoiceRow> {
  const invoice = await selectInvoiceOfOrder(db, orderId, '01');
  if (!invoice) throw AppError.of('not_found', INVOICING_MESSAGES.noInvoice);
  if (invoice.status !== 'authorized')
    throw AppError.of('not_found', INVOICING_MESSAGES.invoiceNotReady);
  return invoice;
}

/** The invoice of an order in any state (back office view), or null. */
export function findInvoiceOfOrder(db: Db, orderId: number, codDoc: '01' | '04' = '01') {
  return selectInvoiceOfOrder(db, orderId, codDoc);
}

/** The authorized XML as the SRI hands it out: the autorizacion with the signed comprobante. */
export function authorizedXml(invoice: InvoiceRow): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<autorizacion>' +
    '<estado>AUTORIZADO</estado>' +
    `<numeroAutorizacion>${invoice.authorizationNumber ?? ''}</numeroAutorizacion>` +
    `<fechaAutorizacion>${invoice.authorizedAt?.toISOString() ?? ''}</fechaAutorizacion>` +
    `<ambiente>${invoice.ambiente === '2' ? 'PRODUCCIÓN' : 'PRUEBAS'}</ambiente>` +
    `<comprobante><![CDATA[${invoice.signedXml ?? ''}]]></comprobante>` +
    '</autorizacion>'
  );
}

/** The RIDE (PDF) of the order's authorized invoice and its number (back office download). */
export async function renderInvoiceRide(db: Db, orderId: number) {
  return ridePdfOf(await requireAuthorizedInvoiceOfOrder(db, orderId));
}
