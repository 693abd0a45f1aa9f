import { z } from 'zod';

/** Client-side checks of the account forms: required fields and e-mail format, in Spanish. */
export const FORM_MESSAGES = {
  required: 'Este campo es obligatorio.',
  invalidEmail: 'Ingresa un correo electrónico válido.',
  passwordsDiffer: 'Las contraseñas no coinciden.',
} as const;

const requiredText = z.string().trim().min(1, FORM_MESSAGES.required);
// Passwords go to the server as typed: no trimming, the server's validators decide the rest.
const password = z.string().min(1, FORM_MESSAGES.required);
const email = z
  .string()
  .trim()
  .min(1, FORM_MESSAGES.required)
  .pipe(z.email(FORM_MESSAGES.invalidEmail));

/** Sign-up: no password-match check here, the server decides (seed, section 5). */
export const SignupFormSchema = z.object({
  first_name: requiredText,
  last_name: requiredText,
  email,
  password,
  re_password: password,
});
export type SignupForm = z.infer<typeof SignupFormSchema>;

export const LoginFormSchema = z.object({ email, password });
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const ResetPasswordFormSchema = z.object({ email });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** Reset confirmation: differing passwords fail at once, before any request (seed, section 4). */
export const ResetPasswordConfirmFormSchema = z
  .object({ new_password: password, re_new_password: password })
  .refine((v) => v.new_password === v.re_new_password, {
    message: FORM_MESSAGES.passwordsDiffer,
    path: ['re_new_password'],
  });
export type ResetPasswordConfirmForm = z.infer<typeof ResetPasswordConfirmFormSchema>;

/** Change of password on the profile: the current one and the new one twice. */
export const ChangePasswordFormSchema = z
  .object({ current_password: password, new_password: password, re_new_password: password })
  .refine((v) => v.new_password === v.re_new_password, {
    message: FORM_MESSAGES.passwordsDiffer,
    path: ['re_new_password'],
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;
