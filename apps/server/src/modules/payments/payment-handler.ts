import type { IvaTotals } from '@shop/contract';

/**
 * The one seam every payment method plugs into (ADR 099): a handler in its own folder under
 * modules/payments/ speaks to its provider (or, offline, to nobody) and answers in these shapes.
 * Handlers keep no state of their own: what the shop knows of the money is the ledger's
 * (payment_transactions + payment_events), written by the payments service from these answers.
 * No code outside a handler's folder names a provider.
 */

/** What a payment is for, known before the browser step (Medusa's payment session). */
export interface PaymentSessionInput {
  /**
   * Our unique reference of this payment (the ledger transaction's key): sent to the provider
   * where it keeps one (Kushki's metadata, PayPhone's clientTransactionId), so a notification or
   * a lookup finds the transaction.
   */
  reference: string;
  amountCents: number;
  /** The amount's IVA per rate (goods and shipping, as the invoice itemizes them). */
  iva: IvaTotals;
  /** `user:<id>`: who pays (a card token is spent only by the one who made it). */
  payer: string;
  /** Where a redirect method sends the customer back (absolute URLs of the shop). */
  returnUrl: string;
  cancelUrl: string;
  customer: { email: string; phone: string; name: string };
}

export type PaymentSession =
  /** Nothing to prepare: the browser step makes a token (a card form). */
  | { kind: 'token' }
  /** The customer pays in the provider's page: send them to `url`. */
  | { kind: 'redirect'; url: string; providerReference: string; raw: unknown }
  /** Offline: nothing moves now; staff settle the payment later. */
  | { kind: 'offline' };

/** The browser step's result, sent back by the checkout to be authorized. */
export interface AuthorizeInput extends PaymentSessionInput {
  /** A card form's single-use token (nonce). */
  token?: string;
  /** A redirect's return parameters (e.g. PayPhone's `id` and `clientTransactionId`). */
  returnParams?: Record<string, string>;
  /** The provider reference the session answered. */
  providerReference?: string;
  /** A diferido the card's bank offers (Kushki); absent = pago corriente. */
  deferred?: DeferredChoice | null;
}

export interface DeferredChoice {
  /** The option's type as the provider listed it (Kushki: "01", "02", "03"...). */
  creditType: string;
  months: number;
  graceMonths: number;
}

/** The card as the provider describes it, for the order pages and the back office. */
export interface CardDetails {
  brand?: string;
  last4?: string;
  authorizationCode?: string;
  deferredMonths?: number | null;
}

/** Expected outcomes are results, not errors: the checkout branches on them. */
export type AuthorizeResult =
  | {
      status: 'captured';
      providerReference: string;
      amountCents: number;
      card?: CardDetails;
      raw: unknown;
    }
  | {
      status: 'declined' | 'insufficient_funds' | 'invalid_token' | 'authentication_failed';
      raw: unknown;
    }
  /**
   * The provider's answer was lost (timeout, connection cut, 5xx): the money may be taken. It is
   * NEVER asked again with the same token; a notification or a lookup settles it.
   */
  | { status: 'unknown'; reason: string }
  /** Offline: a pending payment staff settle (transfer confirmed, cash collected). */
  | { status: 'pending' };

/** What the ledger knows of a transaction when money has to go back. */
export interface TransactionRef {
  reference: string;
  providerReference: string;
  amountCents: number;
  capturedAt: Date;
}

export interface ReturnInput {
  amountCents: number;
  /** The same key asks the same refund again after a lost answer: given back once. */
  idempotencyKey: string;
  now: Date;
}

export interface ReturnResult {
  /** A void cancels the charge (nothing reaches the card's statement); a refund takes days. */
  kind: 'void' | 'refund';
  amountCents: number;
  providerReference: string;
  raw: unknown;
}

/** A provider's view of a transaction, from a documented lookup or a notification. */
export type ProviderState =
  | { state: 'captured'; providerReference: string; amountCents: number; raw: unknown }
  | { state: 'declined'; providerReference?: string; raw: unknown }
  | { state: 'voided' | 'refunded'; providerReference: string; amountCents: number; raw: unknown }
  | { state: 'not_found' };

/** A notification turned into a standard action (Medusa's getWebhookActionAndData). */
export type WebhookAction =
  | ({ reference: string | null } & Exclude<ProviderState, { state: 'not_found' }>)
  | { state: 'ignored'; why: string };

export type WebhookVerdict =
  | { ok: true; eventId: string; action: WebhookAction }
  | { ok: false; status: 400 | 401; reason: string };

/** Where an offline method applies (Vendure's eligibility checker). */
export interface EligibilityInput {
  province: string;
  shippingId: number;
  shippingKind: 'pickup' | 'delivery';
  amountCents: number;
}

export interface PaymentHandler {
  /** The handler's id, stored on each ledger transaction: sandbox, kushki, payphone, transferencia... */
  readonly id: string;
  /** card (a gateway) or offline (staff settle it). */
  readonly kind: 'card' | 'offline';
  /** Whether a partial refund can go back through the provider (Kushki in Ecuador: no). */
  readonly partialRefunds: boolean;
  /** What the browser step needs (public keys, URLs, test mode); never a secret. */
  clientConfig(): Promise<Record<string, unknown>>;
  startSession(input: PaymentSessionInput): Promise<PaymentSession>;
  authorize(input: AuthorizeInput): Promise<AuthorizeResult>;
  /** Gives the whole of a transaction back: a void where the provider still allows it, else a refund. */
  cancel(tx: TransactionRef, input: ReturnInput): Promise<ReturnResult>;
  /** Gives part (or all) of a captured transaction back. */
  refund(tx: TransactionRef, input: ReturnInput): Promise<ReturnResult>;
  /** The provider's documented status lookup, where it has one. */
  lookup?(reference: string, providerReference?: string): Promise<ProviderState>;
  /** Verifies and reads a notification; absent = the provider sends none. */
  readWebhook?(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): WebhookVerdict;
  /** Offline methods: null when the method applies, else why not (Spanish, shown at checkout). */
  eligibility?(input: EligibilityInput): Promise<string | null>;
}
