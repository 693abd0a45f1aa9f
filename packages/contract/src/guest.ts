import { z } from 'zod';
import { EmailSchema, isUnsafeText, UNSAFE_TEXT_MESSAGE } from './common.js';
export { GUEST_MESSAGES, ACCOUNT_INACTIVE_DETAIL } from './values/guest.js';

/**
 * Guest checkout (ADR 028): a visitor buys with an e-mail only. The checkout, payment and order
 * endpoints stay the signed-in ones; a guest session is a short-lived access token for the guest's
 * users row, accepted only by the cart, checkout and payment endpoints.
 */

/** POST /api/guest/checkout-session */
export const GuestSessionBodySchema = z.object({ email: EmailSchema });
export type GuestSessionBody = z.infer<typeof GuestSessionBodySchema>;

/** 201 of POST /api/guest/checkout-session: a guest access token (send it as `JWT <access>`). */
export const GuestSessionSchema = z.object({
  access: z.string(),
  email: z.string(),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
});
export type GuestSession = z.infer<typeof GuestSessionSchema>;

const tokenField = () =>
  z
    .string({ error: 'This field is required.' })
    .refine((v) => !isUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .trim()
    .min(1, 'This field may not be blank.')
    .max(1024, 'Ensure this field has no more than 1024 characters.');

/** GET /api/guest/orders/{transaction_id}?token=: the private link of the confirmation e-mail. */
export const GuestOrderParamsSchema = z.object({ transaction_id: z.string().min(1).max(64) });
export const GuestOrderQuerySchema = z.object({ token: tokenField() });

/** POST /api/guest/claim: the order link's token and the new account's password. */
export const GuestClaimBodySchema = z.object({
  token: tokenField(),
  password: z
    .string({ error: 'This field is required.' })
    .refine((v) => !isUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .min(1, 'This field may not be blank.')
    .max(4096, 'Ensure this field has no more than 4096 characters.'),
  re_password: z
    .string({ error: 'This field is required.' })
    .refine((v) => !isUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .min(1, 'This field may not be blank.')
    .max(4096, 'Ensure this field has no more than 4096 characters.'),
});
export type GuestClaimBody = z.infer<typeof GuestClaimBodySchema>;
