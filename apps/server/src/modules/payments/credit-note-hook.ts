import type { Db, Tx } from '../../db/client.js';

/** A card payment given back, for the SRI nota de crédito of its amount (issue 30.5). */
export interface GivenBackPayment {
  orderId: number;
  transactionId: string;
  amountCents: number;
  /** void: the charge's own day; refund: later (the provider's RefundResult.kind). */
  kind: 'void' | 'refund';
  /** The provider's reference of the void or refund (Kushki's ticketNumber). */
  reference: string;
}

/**
 * PLUG POINT for the SRI nota de crédito (not wired yet): the invoicing module's credit-note
 * service (a `creditInvoice`, built in parallel) implements this and is set at start-up
 * (`creditNotes.issue = ...`); the back office's cancellation calls `issueCreditNote` right after
 * the provider gave the payment back (admin-orders.service.ts changeAdminOrderStatus, after
 * `paymentProvider.void`). Until then nothing is issued and the call is a no-op.
 */
export const creditNotes: {
  issue: ((db: Db | Tx, payment: GivenBackPayment) => Promise<void>) | null;
} = { issue: null };

export async function issueCreditNote(db: Db | Tx, payment: GivenBackPayment): Promise<boolean> {
  if (!creditNotes.issue) return false;
  await creditNotes.issue(db, payment);
  return true;
}
