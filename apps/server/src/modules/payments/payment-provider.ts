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
}

/** The provider cannot be reached; answered as 503. */
export class PaymentProviderUnavailableError extends Error {
  constructor(message = 'Payment provider unavailable') {
    super(message);
    this.name = 'PaymentProviderUnavailableError';
  }
}
