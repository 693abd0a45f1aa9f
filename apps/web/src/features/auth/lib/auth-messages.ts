import { ACCOUNT_INACTIVE_DETAIL, AUTH_MESSAGES } from '@shop/contract/values';
import { ApiError } from '@/lib/api-client';

/** The sign-up and login messages of the seed's error catalogue, word for word. */
export const AUTH_TOASTS = {
  signupDuplicate: 'Las credenciales ya existen, intenta nuevamente.',
  signupEmailError: 'Ocurrió un error, intenta nuevamente.',
  signupException: 'Error al crear la cuenta, intenta nuevamente.',
  signupSuccess: 'Cuenta creada exitosamente, revisa tu correo electronico para activar tu cuenta.',
  loginWrongCredentials: 'Las credenciales son incorrectas, intenta nuevamente.',
  loginOtherDetail: 'Ha ocurrido un error, intenta nuevamente.',
  loginException: 'Error al iniciar sesión, intenta nuevamente.',
  loginSuccess: 'Inicio de sesión exitoso.',
} as const;

/**
 * The toast of a failed sign-up: the e-mail error decides; a failure without one (a network
 * error, or only password errors) is the seed's "exception" case.
 */
export function signupErrorMessage(error: unknown): string {
  const email = error instanceof ApiError ? error.fieldMessage('email') : undefined;
  if (email === undefined) return AUTH_TOASTS.signupException;
  return email === AUTH_MESSAGES.emailTaken
    ? AUTH_TOASTS.signupDuplicate
    : AUTH_TOASTS.signupEmailError;
}

/** The toast of a failed login: the `detail` decides; no detail is the seed's "exception" case. */
export function loginErrorMessage(error: unknown): string {
  // A right password on an account never activated (issue 13): said so, in Spanish.
  if (isAccountInactive(error)) return ACCOUNT_INACTIVE_DETAIL;
  const detail = error instanceof ApiError ? error.fieldMessage('detail') : undefined;
  if (detail === undefined) return AUTH_TOASTS.loginException;
  return detail === AUTH_MESSAGES.noActiveAccount
    ? AUTH_TOASTS.loginWrongCredentials
    : AUTH_TOASTS.loginOtherDetail;
}

/** Whether a login failed only because the account was never activated (code account_inactive). */
export function isAccountInactive(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'account_inactive';
}

export const ACTIVATION_RESENT =
  'Te enviamos un nuevo enlace de activación. Revisa tu correo (y la carpeta de spam).';
