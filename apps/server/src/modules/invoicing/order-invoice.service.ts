import {
  type BillingView,
  type BuyerIdType,
  centsToMoney,
  type InvoiceStatus,
  type InvoiceSummary,
  type IvaTotals,
  SRI_BUYER_ID_CODES,
  toIvaTotals,
} from '@shop/contract';
import type { Db } from '../../db/client.js';
import { breakdownOf, documentNumber } from './invoice-xml.js';
import type { InvoiceRow } from './invoicing.repository.js';
import { findInvoiceOfOrder } from './invoice-files.service.js';
import { documentLines } from './invoicing.service.js';
import { issuedDocument } from './invoice-document.js';

/** How the customer's order page and the back office read an order's invoice. */

const ID_TYPE_OF_CODE = new Map(
  Object.entries(SRI_BUYER_ID_CODES).map(([type, code]) => [code, type as BuyerIdType]),
);

/** The invoice as the customer sees it (GET .../invoice and the order page). */
export function toInvoiceSummary(invoice: InvoiceRow): InvoiceSummary {
  return {
    status: invoice.status as InvoiceStatus,
    number: invoice.secuencial === null ? null : documentNumber(issuedDocument(invoice)),
    clave_acceso: invoice.claveAcceso,
    authorization_number: invoice.authorizationNumber,
    authorized_at: invoice.authorizedAt?.toISOString() ?? null,
    total: centsToMoney(invoice.totalCents),
    messages: invoice.messages,
  };
}

/** The buyer an invoice names, or null while it waits for the buyer's data. */
export function billingOfInvoice(invoice: InvoiceRow): BillingView | null {
  const idType = ID_TYPE_OF_CODE.get(invoice.buyerIdType as never);
  if (invoice.status === 'pending_data' || !idType) return null;
  return {
    id_type: idType,
    id_number: invoice.buyerId,
    name: invoice.buyerName,
    email: invoice.buyerEmail,
    address: invoice.buyerAddress,
  };
}

/**
 * The order's IVA per rate of the goods after the coupon (as the checkout showed it; shipping is
 * its own line): from the invoice's own lines when it has one, otherwise from the lines the
 * invoice would itemize, so the order page and the invoice never disagree on the goods.
 */
export async function orderIvaTotals(
  db: Db,
  orderId: number,
  invoice: InvoiceRow | null,
): Promise<IvaTotals> {
  const source = invoice
    ? invoice.document
    : await documentLines(db, orderId).then(({ order, lines }) => ({
        lines,
        discountCents: order.discountCents,
      }));
  // The coupon never reaches shipping (not discountable), so leaving it out changes no goods line.
  const goods = source.lines.filter((l) => l.discountable);
  return toIvaTotals(breakdownOf({ lines: goods, discountCents: source.discountCents }));
}

/** The billing data of the newest of these orders (newest first) that has one, to prefill. */
export async function lastBillingOf(db: Db, orderIdsNewestFirst: number[]) {
  for (const orderId of orderIdsNewestFirst.slice(0, 20)) {
    const invoice = await findInvoiceOfOrder(db, orderId);
    const billing = invoice ? billingOfInvoice(invoice) : null;
    if (billing) return billing;
  }
  return null;
}
