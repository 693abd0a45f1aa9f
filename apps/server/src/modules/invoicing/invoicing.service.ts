import { randomInt } from 'node:crypto';
import {
  type Billing,
  centsToMoney,
  CONSUMIDOR_FINAL_ID,
  CONSUMIDOR_FINAL_NAME,
  IDENTIFICATION_MESSAGES,
  type IvaRate,
  SRI_BUYER_ID_CODES,
  validateIdentification,
} from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { requireMailContact } from '../auth/users.service.js';
import { listProductsByIds } from '../catalog/catalog.service.js';
import { getOrderWithItems, requireOrderId } from '../orders/orders.service.js';
import { claveAcceso } from './clave-acceso.js';
import { currentIssuer, invoicingSettings } from './issuer-settings.service.js';
import {
  type DocumentBuyer,
  type DocumentData,
  type DocumentLine,
  breakdownOf,
  buildFacturaXml,
  buildNotaCreditoXml,
  documentNumber,
} from './invoice-xml.js';
import {
  type InvoiceRow,
  insertInvoice,
  nextSequential,
  selectInvoiceOfOrder,
  updateInvoice,
} from './invoicing.repository.js';
import { renderRidePdf } from './ride-pdf.js';

export const INVOICING_MESSAGES = {
  billingRequired: (limit: string) =>
    `Para compras sobre USD ${limit} el SRI exige su identificación: complete los datos de facturación.`,
  notAuthorizedYet: 'La factura de este pedido aún no está autorizada por el SRI.',
  noInvoice: 'Este pedido no tiene factura.',
  invoiceNotReady: 'La factura aún no está autorizada por el SRI.',
  billingAlreadySet: 'La factura de este pedido ya tiene datos de facturación.',
} as const;

/**
 * The server's repetition of the checkout rules on billing data for a total: the identification
 * rule of its type, and consumidor final (or no data at all) only up to the SRI's limit. Field
 * errors (400) named after BillingSchema's fields under `billing`.
 */
export function assertBillingAllowed(
  billing: Billing | null,
  totalCents: number,
  limitCents: number = invoicingSettings().consumidorFinalLimitCents,
): void {
  const limit = centsToMoney(limitCents);
  if (!billing) {
    if (totalCents > limitCents)
      throw AppError.fields({ billing: [INVOICING_MESSAGES.billingRequired(limit)] });
    return;
  }
  const rule = validateIdentification(billing.id_type, billing.id_number);
  // Nested fields answer under their object, as DRF's nested serializers do (issue 29.7).
  if (!rule.ok) throw AppError.fields({ billing: { id_number: [rule.message] } });
  if (billing.id_type === 'consumidor_final' && totalCents > limitCents)
    throw AppError.fields({
      billing: { id_type: [IDENTIFICATION_MESSAGES.consumidorFinalLimit(limit)] },
    });
}

/** "dd/mm/aaaa" of this moment in Ecuador (UTC-5, no daylight saving). */
export function ecuadorDate(at: Date): string {
  const local = new Date(at.getTime() - 5 * 3_600_000);
  const dd = String(local.getUTCDate()).padStart(2, '0');
  const mm = String(local.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${local.getUTCFullYear()}`;
}

function buyerOf(billing: Billing, phone: string): DocumentBuyer {
  const final = billing.id_type === 'consumidor_final';
  return {
    idTypeCode: SRI_BUYER_ID_CODES[billing.id_type],
    id: final ? CONSUMIDOR_FINAL_ID : billing.id_number,
    name: final ? CONSUMIDOR_FINAL_NAME : billing.name,
    address: billing.address,
    email: billing.email,
    phone,
  };
}

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

const codigoNumerico = () => String(randomInt(0, 100_000_000)).padStart(8, '0');

/** Numbers a document (sequential + clave + XML) in the caller's transaction. */
export async function numberDocument(
  tx: Db | Tx,
  base: Omit<DocumentData, 'claveAcceso' | 'secuencial' | 'fechaEmision' | 'ambiente' | 'issuer'>,
  at: Date,
) {
  const current = await currentIssuer(tx);
  const { issuer } = current;
  const secuencial = await nextSequential(tx, issuer.estab, issuer.ptoEmi, base.codDoc);
  const fechaEmision = ecuadorDate(at);
  const ambiente = current.ambiente === 'produccion' ? '2' : '1';
  const data: DocumentData = {
    ...base,
    issuer,
    ambiente,
    secuencial,
    fechaEmision,
    claveAcceso: claveAcceso({
      fechaEmision,
      codDoc: base.codDoc,
      ruc: issuer.ruc,
      ambiente,
      estab: issuer.estab,
      ptoEmi: issuer.ptoEmi,
      secuencial,
      codigoNumerico: codigoNumerico(),
    }),
  };
  const xml = base.codDoc === '01' ? buildFacturaXml(data) : buildNotaCreditoXml(data);
  return { data, xml };
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

export function rowOf(orderId: number, data: DocumentData, xml: string, totalCents: number) {
  return {
    orderId,
    codDoc: data.codDoc,
    estab: data.issuer.estab,
    ptoEmi: data.issuer.ptoEmi,
    secuencial: data.secuencial,
    claveAcceso: data.claveAcceso,
    ambiente: data.ambiente,
    issueDate: data.fechaEmision,
    status: 'generated',
    buyerIdType: data.buyer.idTypeCode,
    buyerId: data.buyer.id,
    buyerName: data.buyer.name,
    buyerEmail: data.buyer.email,
    buyerAddress: data.buyer.address,
    totalCents,
    document: data as unknown as Record<string, unknown>,
    xml,
  };
}

/** Gives a `pending_data` invoice its buyer (back office or customer) and queues it. */
export async function completeInvoiceBilling(db: Db, orderId: number, billing: Billing) {
  const sri = invoicingSettings();
  await db.transaction(async (tx) => {
    const invoice = await selectInvoiceOfOrder(tx, orderId, '01');
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
  });
}

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
