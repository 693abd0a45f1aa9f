import { z } from 'zod';

/** A money amount on the wire: a decimal string with exactly two decimals, e.g. "19.99". */
export const MoneySchema = z.string().regex(/^-?\d+\.\d{2}$/, 'Enter a valid amount.');
export type Money = z.infer<typeof MoneySchema>;

/** A positive integer id taken from a URL or a body; strings of digits are accepted. */
export const IdSchema = z.coerce
  .number({ error: 'A valid integer is required.' })
  .int('A valid integer is required.')
  .positive('Ensure this value is greater than or equal to 1.')
  .max(2147483647, 'Ensure this value is less than or equal to 2147483647.');

export const IdParamsSchema = z.object({ id: IdSchema });

/** ISO 8601 UTC timestamp. */
export const DateTimeSchema = z.string();

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;

/** `page` (1-based) and `page_size` of lists that can grow. */
export const PaginationSchema = z.object({
  page: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .default(1),
  page_size: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(PAGE_SIZE_MAX, `Ensure this value is less than or equal to ${PAGE_SIZE_MAX}.`)
    .default(PAGE_SIZE_DEFAULT),
});
export type Pagination = z.infer<typeof PaginationSchema>;

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

/** Any text: a string without NUL bytes or lone surrogates. Every string of a request goes here. */
export const safeText = (error = 'This field is required.') =>
  z.string({ error }).refine((v) => !isUnsafeText(v), UNSAFE_TEXT_MESSAGE);

/** Required non-empty trimmed text, with Django's message. */
export const requiredText = (max = 255) =>
  z
    .string({ error: 'This field is required.' })
    .refine((v) => !isUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .trim()
    .min(1, 'This field may not be blank.')
    .max(max, `Ensure this field has no more than ${max} characters.`);

/** Optional trimmed text that may be blank (e.g. a second address line). */
export const optionalText = (max = 255) =>
  z
    .string({ error: 'Not a valid string.' })
    .refine((v) => !isUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .trim()
    .max(max, `Ensure this field has no more than ${max} characters.`);

/** Django's e-mail field. */
export const EmailSchema = z
  .string({ error: 'This field is required.' })
  .refine((v) => !isUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
  .trim()
  .min(1, 'This field may not be blank.')
  .max(254, 'Ensure this field has no more than 254 characters.')
  .pipe(z.email('Enter a valid email address.'));
