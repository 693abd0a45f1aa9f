// Zod-free values and functions of common.ts, for the web's first paint (ADR 040); common.ts
// re-exports them.

export const PAGE_SIZE_DEFAULT = 24;

export const PAGE_SIZE_MAX = 100;

/**
 * Hostile text (issue 15.4, ADR 015): a NUL byte (PostgreSQL refuses it) or a lone UTF-16
 * surrogate (no UTF-8 form) is refused in every text input with this Spanish field error.
 */
export const UNSAFE_TEXT_MESSAGE =
  'Este campo contiene caracteres no permitidos (un carácter nulo o un código Unicode incompleto).';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a NUL byte or a lone surrogate. */
export const isUnsafeText = (value: string): boolean =>
  value.includes('\u0000') || LONE_SURROGATE.test(value);

/**
 * The path of the first string inside `value` (an object, array or string, as parsed from JSON, a
 * query string or URL params) that is unsafe text, or null. Keys are checked as well as values.
 */
export function findUnsafeText(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return isUnsafeText(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (isUnsafeText(key)) return [...path, key];
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
