import {
  type Billing,
  centsToMoney,
  CONSUMIDOR_FINAL_ID,
  CONSUMIDOR_FINAL_NAME,
  type IvaRate,
} from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { requireMailContact } from '../auth/users.service.js';
import { listProductsByIds } from '../catalog/catalog.service.js';
import { getOrderWithItems } from '../orders/orders.service.js';
import { assertBillingAllowed, buyerOf } from './billing-rules.service.js';
import { numberDocument, rowOf } from './document-numbering.js';
import { currentIssuer, invoicingSettings } from './issuer-settings.service.js';
import { type DocumentData, type DocumentLine, breakdownOf } from './invoice-xml.js';
import {
  type InvoiceRow,
  insertInvoice,
  lockInvoiceOfOrder,
  selectInvoiceById,
  updateInvoice,
} from './invoicing.repository.js';
import { INVOICING_MESSAGES } from './invoicing-messages.js';

// A paid order's factura: its lines, numbered in the order's transaction (or kept waiting for
// the buyer's data) and queued for the invoice worker.

/** The lines an invoice of the order itemizes (goods at their rates, shipping at 15%). */
export async function documentLines(tx: Db | Tx, orderId: number) {
  const { order, items } = await getOrderWithItems(tx, orderId);
  const products = new Map(
    (await listProductsByIds(tx as Db, [...new Set(items.map((i) => i.productId))])).map((p) => [
      p.id,
      p,
    ]),
  );
  const lines: DocumentLine[] = items.map((item) => {
    const product = products.get(item.productId);
    return {
      code: product?.sku ?? `P${item.productId}`,
      description: item.name,
      quantity: item.count,
      unitGrossCents: item.priceCents,
      ivaRate: (product?.iva_rate ?? 15) as IvaRate,
      discountable: true,
    };
  });
  if (order.shippingPriceCents > 0)
    lines.push({
      code: 'ENVIO',
      description: `Envío: ${order.shippingName}`,
      quantity: 1,
      unitGrossCents: order.shippingPriceCents,
      ivaRate: 15,
      discountable: false,
    });
  return { order, lines };
}

/**
 * The paid order's invoice, in the order's transaction: a gapless sequential, the clave de acceso
 * and the XML, queued for signing and sending by the invoice worker after commit (the payment
 * never waits on the SRI). Without billing data the invoice goes to consumidor final when the
 * total allows it; above the limit it waits in `pending_data` for `completeInvoiceBilling`.
 */
export async function enqueueInvoiceForOrder(
  tx: Db | Tx,
  orderId: number,
  billing: Billing | null,
  /** The SRI's forma de pago: 19 card, 20 transfer (sistema financiero), 01 cash. */
  formaPago = '19',
): Promise<void> {
  const sri = invoicingSettings();
  const { order, lines } = await documentLines(tx, orderId);
  const contact = await requireMailContact(tx, order.userId);
  const limitCents = sri.consumidorFinalLimitCents;
  if (billing) assertBillingAllowed(billing, order.amountCents, limitCents);
  const effective: Billing | null =
    billing ??
    (order.amountCents <= limitCents
      ? {
          id_type: 'consumidor_final',
          id_number: CONSUMIDOR_FINAL_ID,
          name: CONSUMIDOR_FINAL_NAME,
          email: contact.email,
          address: `${order.addressLine1} ${order.addressLine2}, ${order.city}`.trim(),
        }
      : null);
  const base = {
    codDoc: '01' as const,
    lines,
    discountCents: order.discountCents,
    formaPago,
  };
  const total = breakdownOf(base).chargedCents;
  if (total !== order.amountCents)
    throw new Error(`Invoice total ${total} differs from the order amount ${order.amountCents}`);

  if (!effective) {
    // The law demands an identification the client did not send: kept, not numbered, not lost.
    const { issuer, ambiente } = await currentIssuer(tx);
    await insertInvoice(tx, {
      orderId,
      codDoc: '01',
      estab: issuer.estab,
      ptoEmi: issuer.ptoEmi,
      ambiente: ambiente === 'produccion' ? '2' : '1',
      status: 'pending_data',
      buyerIdType: '',
      buyerId: '',
      buyerName: order.fullName,
      buyerEmail: contact.email,
      buyerAddress: `${order.addressLine1} ${order.addressLine2}, ${order.city}`.trim(),
      totalCents: order.amountCents,
      document: { ...base, phone: order.telephoneNumber } as unknown as Record<string, unknown>,
      lastError: INVOICING_MESSAGES.billingRequired(centsToMoney(limitCents)),
    });
    return;
  }
  const buyer = buyerOf(effective, order.telephoneNumber);
  const { data, xml } = await numberDocument(tx, { ...base, buyer }, new Date());
  await insertInvoice(tx, rowOf(orderId, data, xml, order.amountCents));
}

/**
 * Gives a `pending_data` invoice its buyer (back office or customer) and queues it, in the
 * caller's transaction. The factura's row is locked first, so of two concurrent calls one numbers
 * it and the other finds it no longer waiting (409): never two numbers.
 */
export async function completeInvoiceBillingIn(
  tx: Db | Tx,
  orderId: number,
  billing: Billing,
): Promise<InvoiceRow> {
  const sri = invoicingSettings();
  const invoice = await lockInvoiceOfOrder(tx, orderId);
  if (!invoice) throw AppError.of('not_found', INVOICING_MESSAGES.noInvoice);
  if (invoice.status !== 'pending_data')
    throw AppError.of('invalid_transition', INVOICING_MESSAGES.billingAlreadySet);
  assertBillingAllowed(billing, invoice.totalCents, sri.consumidorFinalLimitCents);
  const stored = invoice.document as unknown as Omit<DocumentData, 'buyer'> & { phone: string };
  const buyer = buyerOf(billing, stored.phone);
  const { data, xml } = await numberDocument(
    tx,
    {
      codDoc: '01',
      lines: stored.lines,
      discountCents: stored.discountCents,
      formaPago: stored.formaPago,
      buyer,
    },
    new Date(),
  );
  const row = rowOf(orderId, data, xml, invoice.totalCents);
  await updateInvoice(tx, invoice.id, { ...row, lastError: null, nextAttemptAt: new Date() });
  return (await selectInvoiceById(tx, invoice.id))!;
}

/** completeInvoiceBillingIn in its own transaction. */
export async function completeInvoiceBilling(db: Db, orderId: number, billing: Billing) {
  return db.transaction((tx) => completeInvoiceBillingIn(tx, orderId, billing));
}
