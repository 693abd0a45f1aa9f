import { ApiError } from '@/lib/api-client';
import { translateServerMessage } from './translate-server-message';

/** For a 429, the Spanish "try again in N minutes" to add under the toast; otherwise undefined. */
export function throttleHint(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const detail = error.fieldMessage('detail');
  return detail ? translateServerMessage(detail) : 'Demasiados intentos. Intenta más tarde.';
}
