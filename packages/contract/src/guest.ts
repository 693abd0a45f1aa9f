import { z } from 'zod';
import { EmailSchema, isUnsafeText, UNSAFE_TEXT_MESSAGE } from './common.js';

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

export const GUEST_MESSAGES = {
  /** 409 of checkout-session: the e-mail belongs to a real account. */
  accountExists:
    'Ya tienes una cuenta con este correo. Inicia sesión para comprar y ver tus pedidos.',
  /** 409 of checkout-session: the e-mail's account was never activated. */
  accountNotActivated:
    'Ya existe una cuenta con este correo que aún no está activada. Revisa tu correo o pide un nuevo enlace de activación.',
  /** 403 of a signed-in endpoint called with a guest token. */
  guestNotAllowed: 'Esta acción necesita una cuenta. Inicia sesión o crea tu cuenta.',
  /** 404 of the order link and of claim: a bad or foreign token. */
  orderLinkInvalid: 'El enlace del pedido no es válido.',
  /** 409 of claim: the order's account is no longer a guest. */
  alreadyClaimed: 'Este pedido ya pertenece a una cuenta. Inicia sesión para verlo.',
} as const;

/** 401 of /auth/jwt/create/ when the password is right but the account was never activated. */
export const ACCOUNT_INACTIVE_DETAIL =
  'Tu cuenta aún no está activada. Revisa tu correo o pide un nuevo enlace.';
