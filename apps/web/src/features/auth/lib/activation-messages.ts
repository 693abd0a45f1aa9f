import { AUTH_MESSAGES } from '@shop/contract/values';
import { ApiError } from '@/lib/api-client';

export const ACTIVATION_DONE = 'Cuenta activada, ya puedes iniciar sesión.';

/** Why an activation link did not work, in words the customer can act on. */
export function activationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'No pudimos activar tu cuenta, intenta nuevamente.';
  if (error.fieldMessage('detail') === AUTH_MESSAGES.staleToken)
    return 'Tu cuenta ya está activada, inicia sesión.';
  if (error.status === 400) return 'El enlace de activación no es válido o ya expiró.';
  return 'No pudimos activar tu cuenta, intenta nuevamente.';
}
