// Zod-free values and functions of errors.ts, for the web's first paint (ADR 040); errors.ts
// re-exports them.

export const MESSAGES = {
  notAuthenticated: 'Authentication credentials were not provided.',
  tokenNotValid: 'Token is invalid or expired',
  internal: 'Internal server error',
  notFound: 'Not found.',
  throttled: 'Request was throttled.',
  /** DRF's message for a field not sent. */
  required: 'This field is required.',
} as const;

/**
 * Stable codes of expected failures. The server maps each to one HTTP status (plugins/errors.ts);
 * clients branch on the code, never on message text or a bare status.
 */
export const ERROR_CODES = [
  'invalid_input',
  'coupon_invalid',
  'not_authenticated',
  'authentication_failed',
  'token_not_valid',
  'user_not_found',
  'user_inactive',
  'card_declined',
  /** A decline for missing funds (issue 33: the customer is told so); 402 like card_declined. */
  'insufficient_funds',
  /** The bank refused the card's 3-D Secure authentication (issue 30); 402 like card_declined. */
  'card_not_verified',
  'permission_denied',
  'stale_token',
  'not_found',
  'cart_empty',
  'shipping_invalid',
  'coupon_not_found',
  'out_of_stock',
  'already_in_cart',
  'already_in_wishlist',
  'already_reviewed',
  'invalid_transition',
  'checkout_in_progress',
  'cart_changed',
  'idempotency_key_reused',
  'throttled',
  'provider_unavailable',
  'account_inactive',
  'account_exists',
  'guest_not_allowed',
  'staff_account',
  'last_administrator',
  'import_has_errors',
  'in_use',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Whether `value` is one of the stable codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value);
}
