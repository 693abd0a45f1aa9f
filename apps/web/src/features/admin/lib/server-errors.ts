import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * Puts a 400 answer's field errors (`{"name": ["..."]}`, in Spanish from the server) next to the
 * form's fields; answers the messages that found no field (to show as a toast).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const body = error.body;
  if (!body || typeof body !== 'object') return [];
  const leftovers: string[] = [];
  let focused = false;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const text = (Array.isArray(value) ? value : [value])
      .filter((m): m is string => typeof m === 'string')
      .join(' ');
    const field = fields.find((f) => f === key);
    if (!field) {
      if (text) leftovers.push(text);
      continue;
    }
    setError(field, { type: 'server', message: text }, { shouldFocus: !focused });
    focused = true;
  }
  return leftovers;
}

/** A 400 answer's messages of `keys` (`{"reason": ["..."]}` -> {reason: "..."}), or null. */
export function badRequestFields<K extends string>(
  error: unknown,
  keys: readonly K[],
): Partial<Record<K, string>> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = (error.body ?? {}) as Record<string, unknown>;
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = body[key];
    if (Array.isArray(value)) out[key] = value.join(' ');
  }
  return out;
}

/** The server's own message (`error`/`detail`, Spanish for these endpoints), or `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const b = error.body as Record<string, unknown> | null;
    if (b && typeof b.error === 'string') return b.error;
  }
  return fallback;
}

/**
 * After a failed save: field errors go next to their fields; anything else (a message for no
 * field, a 404/409, the network) is shown with `fallback` as a toast.
 */
export function reportSaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): void {
  const isFieldError = error instanceof ApiError && error.status === 400;
  const rest = applyFieldErrors(error, setError, fields);
  if (rest.length > 0) toast.error(rest.join(' '));
  else if (!isFieldError) toast.error(serverMessage(error, fallback));
}
