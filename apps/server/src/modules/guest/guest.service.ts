import {
  type Billing,
  GUEST_MESSAGES,
  type GuestClaimBody,
  type GuestSession,
  type Order,
  type TokenPair,
} from '@shop/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { verifyOrderLinkToken } from '../../lib/order-link.js';
import {
  claimGuestAccount,
  isGuestUser,
  openGuestSession,
} from '../auth/guest-accounts.service.js';
import { emptyCart } from '../cart/cart.service.js';
import { findInvoiceOfOrder, renderInvoiceRide } from '../invoicing/invoice-files.service.js';
import { INVOICING_MESSAGES } from '../invoicing/invoicing-messages.js';
import {
  documentFile,
  invoiceSummaryWithNotes,
  requireAuthorizedCreditNote,
} from '../invoicing/credit-notes-view.service.js';
import { submitInvoiceBilling } from '../invoicing/invoice-billing.service.js';
import { requireOrderByTransactionId } from '../orders/orders.service.js';
import { paymentInstructionsOf, storeReceipt } from '../checkout/later/later-payments.service.js';

const linkInvalid = () => AppError.of('not_found', GUEST_MESSAGES.orderLinkInvalid);

/**
 * Starts (or restarts) a guest checkout (ADR 028): the guest row of the e-mail and a guest token.
 * The guest's server cart starts empty: the browser sends its cart next (PUT /api/cart/synch), so
 * the checkout prices exactly what this browser holds, never what an earlier visit left.
 */
export async function startGuestCheckout(
  db: Db,
  secret: string,
  email: string,
): Promise<GuestSession> {
  const { userId, ...session } = await openGuestSession(db, secret, email);
  await emptyCart(db, userId);
  return session;
}

/** The order an order link names when its token is good; 404 for any bad or foreign token. */
async function orderOfLink(db: Db, secret: string, token: string, transactionId?: string) {
  const linked = await verifyOrderLinkToken(secret, token);
  if (!linked || (transactionId !== undefined && linked !== transactionId)) throw linkInvalid();
  return requireOrderByTransactionId(db, linked).catch(() => {
    throw linkInvalid();
  });
}

/** GET /api/guest/orders/{tx}?token=: the order, as its owner sees it. */
export async function getLinkedOrder(
  db: Db,
  secret: string,
  transactionId: string,
  token: string,
): Promise<Order> {
  return (await orderOfLink(db, secret, token, transactionId)).order;
}

/** The order link's invoice (any state: the page shows it), or null while there is none. */
export async function getLinkedInvoice(
  db: Db,
  secret: string,
  transactionId: string,
  token: string,
) {
  const { order } = await orderOfLink(db, secret, token, transactionId);
  const invoice = await findInvoiceOfOrder(db, order.id);
  return invoice ? invoiceSummaryWithNotes(db, invoice) : null;
}

/** The order link's buyer data for an invoice waiting for them (pending_data): numbers it. */
export async function submitLinkedInvoiceBilling(
  db: Db,
  secret: string,
  link: { transactionId: string; token: string },
  billing: Billing,
) {
  const { order } = await orderOfLink(db, secret, link.token, link.transactionId);
  return submitInvoiceBilling(db, order.id, billing);
}

/** The order link's authorized factura XML, or a nota de crédito's RIDE or XML (ADR 083). */
export async function getLinkedDocumentFile(
  db: Db,
  secret: string,
  link: { transactionId: string; token: string },
  file: { noteId?: number; kind: 'pdf' | 'xml' },
) {
  const { order } = await orderOfLink(db, secret, link.token, link.transactionId);
  if (file.noteId === undefined) {
    const invoice = await findInvoiceOfOrder(db, order.id);
    if (!invoice) throw AppError.of('not_found', INVOICING_MESSAGES.noInvoice);
    return documentFile(invoice, file.kind);
  }
  return documentFile(await requireAuthorizedCreditNote(db, order.id, file.noteId), file.kind);
}

/** The order link's RIDE (PDF), once the SRI authorized the invoice. */
export async function getLinkedRide(db: Db, secret: string, transactionId: string, token: string) {
  const { order } = await orderOfLink(db, secret, token, transactionId);
  return renderInvoiceRide(db, order.id);
}

/** POST /api/guest/claim: the order's guest row becomes an account with this password. */
export async function claimOrderAccount(
  db: Db,
  secret: string,
  body: GuestClaimBody,
): Promise<TokenPair> {
  const { order, userId } = await orderOfLink(db, secret, body.token);
  if (!(await isGuestUser(db, userId))) {
    throw AppError.of('account_exists', GUEST_MESSAGES.alreadyClaimed);
  }
  return claimGuestAccount(db, secret, userId, order.full_name, body);
}

/** The order link's payment instructions (issue 31): accounts, amount, reference, status. */
export async function getLinkedPayment(
  db: Db,
  secret: string,
  transactionId: string,
  token: string,
) {
  const { order } = await orderOfLink(db, secret, token, transactionId);
  const { orderId: _id, ...payment } = await paymentInstructionsOf(db, order.transaction_id, null);
  return payment;
}

/** A transfer receipt through the order link (the token proves the order is the guest's). */
export async function uploadLinkedReceipt(
  db: Db,
  dataDir: string,
  secret: string,
  input: { transactionId: string; token: string; bytes: Buffer },
) {
  const { order } = await orderOfLink(db, secret, input.token, input.transactionId);
  const stored = await storeReceipt(db, dataDir, {
    transactionId: order.transaction_id,
    ownerId: null,
    bytes: input.bytes,
  });
  return {
    ...stored,
    payment: await getLinkedPayment(db, secret, input.transactionId, input.token),
  };
}
