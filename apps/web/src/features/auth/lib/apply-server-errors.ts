import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { translateServerMessage } from './translate-server-message';

/** The DRF field errors of a 400 answer (`{"field": ["message", ...]}`), or none. */
export function readFieldErrors(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const body = error.body;
  if (!body || typeof body !== 'object') return {};
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (m): m is string => typeof m === 'string',
    );
    if (messages.length > 0) out[field] = messages;
  }
  return out;
}

export function hasFieldErrors(error: unknown): boolean {
  return Object.keys(readFieldErrors(error)).length > 0;
}

/**
 * Shows a 400 answer's field errors, in Spanish, next to the form's fields. `non_field_errors`
 * go to `nonFieldTarget` (the repeated password). Returns what found no field, translated.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  nonFieldTarget?: Path<T>,
): string[] {
  const leftovers: string[] = [];
  let focused = false;
  for (const [key, messages] of Object.entries(readFieldErrors(error))) {
    const text = messages.map(translateServerMessage).join(' ');
    const field =
      fields.find((f) => f === key) ?? (key === 'non_field_errors' ? nonFieldTarget : undefined);
    if (!field) {
      leftovers.push(text);
      continue;
    }
    setError(field, { type: 'server', message: text }, { shouldFocus: !focused });
    focused = true;
  }
  return leftovers;
}
