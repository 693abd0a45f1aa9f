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
 * PLUG POINT for the SRI nota de crédito of a card payment given back: the invoicing plugin sets
 * it at start-up to the credit-note service's `creditRefundedOrder` (which calls `creditInvoice`
 * for what is left of the invoice). The back office's refund (order-story/order-refund.service.ts)
 * calls `issueCreditNote` in its transaction right after the provider gave the payment back; the
 * cancellation credits its invoice itself (`creditCancelledOrder`, ADR 066). Unset: a no-op.
 */
export const creditNotes: {
  issue: ((db: Db | Tx, payment: GivenBackPayment) => Promise<void>) | null;
} = { issue: null };

export async function issueCreditNote(db: Db | Tx, payment: GivenBackPayment): Promise<boolean> {
  if (!creditNotes.issue) return false;
  await creditNotes.issue(db, payment);
  return true;
}
