import type { IvaTotals, KushkiClient } from '@shop/contract';

/**
 * What the shop needs from a card payment provider: a client token for the browser's card form,
 * a charge of a nonce made by that form, and a void when the order cannot be recorded.
 * The sandbox provider is built in; real ones (Kushki, Braintree) implement the same interface.
 */
export interface ChargeRequest {
  /** Single-use card token made by the provider's card form in the browser. */
  nonce: string;
  amountCents: number;
  /** The same key never charges twice: it answers the first charge while that stands. */
  idempotencyKey: string;
  /**
   * Who pays: `user:<id>` (or later `guest:<checkout session>`). A nonce is spent only by the one
   * who tokenized the card; anyone else gets `invalid_nonce` and nothing is charged.
   */
  payer: string;
  /**
   * The amount's IVA per rate, from the contract's `ivaTotalsOf` (what the invoice itemizes, the
   * shipping line included); its total is `amountCents`. Kushki charges in this shape (ADR 067).
   */
  iva?: IvaTotals;
  /** A deferred payment (diferido) the card's bank offers; absent = "Pago corriente". */
  deferred?: DeferredChoice | null;
}

/** Kushki's Ecuadorian deferred object: credit type, months and months of grace. */
export interface DeferredChoice {
  creditType: string;
  months: number;
  graceMonths: string;
}

/** A charge as the provider knows it, found by the idempotency key it was made with. */
export interface ChargeRecord {
  chargeId: string;
  status: 'captured' | 'voided';
  amountCents: number;
}

/** Expected outcomes are results, not errors: the checkout branches on them. */
export type ChargeResult =
  | { status: 'approved'; chargeId: string }
  | { status: 'declined' }
  | { status: 'insufficient_funds' }
  | { status: 'invalid_nonce' }
  /** The bank refused the 3-D Secure authentication. */
  | { status: 'authentication_failed' };

export interface PaymentProvider {
  readonly name: string;
  createClientToken(): Promise<string>;
  /** Extra data the browser's card form needs (Kushki: where kushki.js tokenizes). */
  clientConfig?(): KushkiClient;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  void(chargeId: string): Promise<void>;
  /** The charge made with this idempotency key, or null: the reconciler asks after a crash. */
  findChargeByIdempotencyKey(idempotencyKey: string): Promise<ChargeRecord | null>;
  /**
   * Gives back a captured charge that has an order: the whole of it on the charge's day (a void),
   * later a refund. Providers without refunds leave it out.
   */
  refund?(chargeId: string, request: RefundRequest): Promise<RefundResult>;
}

export interface RefundRequest {
  /** Cents to give back; the charge's whole amount when absent. */
  amountCents?: number;
  /** The cancellation's day: a charge made the same day (Ecuador's time) is voided. */
  now?: Date;
  /**
   * The same key asks the same refund again (after a lost answer or a crash): the provider answers
   * the first one and gives nothing back twice (ADR 090).
   */
  idempotencyKey?: string;
}

export interface RefundResult {
  kind: 'void' | 'refund';
  amountCents: number;
  /** The provider's reference of the void or refund (Kushki's ticketNumber). */
  reference: string;
}

/** The provider cannot be reached; answered as 503. */
export class PaymentProviderUnavailableError extends Error {
  constructor(message = 'Payment provider unavailable') {
    super(message);
    this.name = 'PaymentProviderUnavailableError';
  }
}
