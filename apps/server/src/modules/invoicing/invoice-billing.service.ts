import type { AdminInvoiceResponse, Billing, InvoiceResponse } from '@shop/contract';
import type { Db } from '../../db/client.js';
import type { StaffMember } from '../../lib/staff-member.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireAdminOrderId } from '../orders/order-history.service.js';
import { requireOrderId } from '../orders/orders.service.js';
import { invoiceSummaryWithNotes } from './credit-notes-view.service.js';
import { adminInvoiceView } from './invoice-staff.service.js';
import { completeInvoiceBilling, completeInvoiceBillingIn } from './invoicing.service.js';

// The buyer's data for an invoice waiting in `pending_data` (ADR 027, ADR 091): from the order's
// owner, the guest's order link or the back office. The invoice is numbered and queued for the
// worker; the answer is the invoice as the order page reads it.

/** POST /api/orders/{tx}/invoice/billing: the order's owner only (404 for anyone else). */
export async function submitOwnInvoiceBilling(
  db: Db,
  userId: number,
  transactionId: string,
  billing: Billing,
): Promise<InvoiceResponse> {
  const orderId = await requireOrderId(db, userId, transactionId);
  return submitInvoiceBilling(db, orderId, billing);
}

/** The order's completed invoice as the customer's pages read it (owner or order link). */
export async function submitInvoiceBilling(
  db: Db,
  orderId: number,
  billing: Billing,
): Promise<InvoiceResponse> {
  const invoice = await completeInvoiceBilling(db, orderId, billing);
  return { invoice: await invoiceSummaryWithNotes(db, invoice) };
}

/** POST /api/admin/orders/{tx}/invoice/billing: audited as `invoice.billing` in the same transaction. */
export async function submitStaffInvoiceBilling(
  db: Db,
  staff: StaffMember,
  transactionId: string,
  billing: Billing,
): Promise<AdminInvoiceResponse> {
  const orderId = await requireAdminOrderId(db, transactionId);
  const invoice = await db.transaction(async (tx) => {
    const row = await completeInvoiceBillingIn(tx, orderId, billing);
    await recordAudit(tx, staff, {
      action: 'invoice.billing',
      entity: 'order',
      entityId: transactionId,
      after: { id_type: billing.id_type, id_number: billing.id_number, name: billing.name },
    });
    return row;
  });
  return adminInvoiceView(db, invoice);
}
