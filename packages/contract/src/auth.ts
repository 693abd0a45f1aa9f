import { z } from 'zod';
import { StaffRoleSchema } from './admin.js';
import { EmailSchema, isUnsafeText, requiredText, UNSAFE_TEXT_MESSAGE } from './common.js';
export { AUTH_MESSAGES } from './values/auth.js';

/** A password as typed: required, never trimmed (spaces are part of it). */
const passwordField = () =>
  z
    .string({ error: 'This field is required.' })
    .refine((v) => !isUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .min(1, 'This field may not be blank.')
    .max(4096, 'Ensure this field has no more than 4096 characters.');

/** A uid, link token or JWT. */
const linkPart = () =>
  z
    .string({ error: 'This field is required.' })
    .refine((v) => !isUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .trim()
    .min(1, 'This field may not be blank.')
    .max(4096, 'Ensure this field has no more than 4096 characters.');

/** POST /auth/users/ — sign-up. Whether the two passwords match is decided by the server. */
export const SignUpBodySchema = z.object({
  first_name: requiredText(150),
  last_name: requiredText(150),
  email: EmailSchema,
  password: passwordField(),
  re_password: passwordField(),
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

/** The created user (201 of POST /auth/users/). */
export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** GET /auth/users/me/ */
export const MeSchema = UserSchema.extend({
  get_full_name: z.string(),
  get_short_name: z.string(),
  /** Extra field, staff only (absent for customers): the back-office role. */
  role: StaffRoleSchema.optional(),
});
export type Me = z.infer<typeof MeSchema>;

/** POST /auth/users/activation/ */
export const ActivationBodySchema = z.object({ uid: linkPart(), token: linkPart() });
export type ActivationBody = z.infer<typeof ActivationBodySchema>;

/** POST /auth/users/resend_activation/ and /auth/users/reset_password/ */
export const EmailBodySchema = z.object({ email: EmailSchema });
export type EmailBody = z.infer<typeof EmailBodySchema>;

/** POST /auth/users/reset_password_confirm/ */
export const ResetPasswordConfirmBodySchema = z.object({
  uid: linkPart(),
  token: linkPart(),
  new_password: passwordField(),
  re_new_password: passwordField(),
});
export type ResetPasswordConfirmBody = z.infer<typeof ResetPasswordConfirmBodySchema>;

/** POST /auth/users/set_password/ (Djoser): 204; every session of the user ends. */
export const SetPasswordBodySchema = z.object({
  current_password: passwordField(),
  new_password: passwordField(),
  re_new_password: passwordField(),
});
export type SetPasswordBody = z.infer<typeof SetPasswordBodySchema>;

/** POST /auth/jwt/create/ — SimpleJWT takes the e-mail as plain text (any mistake is a 401). */
export const LoginBodySchema = z.object({
  email: requiredText(254),
  password: passwordField(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * 200 of /auth/jwt/create/ and /auth/jwt/refresh/. A refresh also carries a new refresh token for
 * clients that rotate; the one sent stays valid (ADR 014).
 */
export const TokenPairSchema = z.object({ refresh: z.string(), access: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;

/** POST /auth/jwt/refresh/ and /auth/jwt/blacklist/ */
export const RefreshBodySchema = z.object({ refresh: linkPart() });
export type RefreshBody = z.infer<typeof RefreshBodySchema>;

/** POST /auth/jwt/verify/ */
export const VerifyBodySchema = z.object({ token: linkPart() });
export type VerifyBody = z.infer<typeof VerifyBodySchema>;

/** `{}`: 200 of /auth/jwt/verify/ and /auth/jwt/blacklist/ */
export const EmptyBodySchema = z.object({});
