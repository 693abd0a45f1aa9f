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
  | { status: 'invalid_nonce' };

export interface PaymentProvider {
  readonly name: string;
  createClientToken(): Promise<string>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  void(chargeId: string): Promise<void>;
  /** The charge made with this idempotency key, or null: the reconciler asks after a crash. */
  findChargeByIdempotencyKey(idempotencyKey: string): Promise<ChargeRecord | null>;
}

/** The provider cannot be reached; answered as 503. */
export class PaymentProviderUnavailableError extends Error {
  constructor(message = 'Payment provider unavailable') {
    super(message);
    this.name = 'PaymentProviderUnavailableError';
  }
}
