import { z } from 'zod';

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
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** App errors: `{"error": "...", "code": "..."}` (the family's clients read `error`). */
export const ErrorBodySchema = z.object({ error: z.string(), code: ErrorCodeSchema.optional() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Auth errors (Djoser / SimpleJWT): `{"detail": "...", "code"?: "..."}`. */
export const DetailBodySchema = z.object({ detail: z.string(), code: z.string().optional() });
export type DetailBody = z.infer<typeof DetailBodySchema>;

/** DRF field validation errors: `{"field": ["message"], "non_field_errors": [...]}`. */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

export const MESSAGES = {
  notAuthenticated: 'Authentication credentials were not provided.',
  tokenNotValid: 'Token is invalid or expired',
  internal: 'Internal server error',
  notFound: 'Not found.',
  throttled: 'Request was throttled.',
} as const;
