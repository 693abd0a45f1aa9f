import { z } from 'zod';
import {
  PAGE_SIZE_MAX,
  PAGE_SIZE_DEFAULT,
  isUnsafeText,
  UNSAFE_TEXT_MESSAGE,
} from './values/common.js';
export {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  UNSAFE_TEXT_MESSAGE,
  isUnsafeText,
  findUnsafeText,
} from './values/common.js';

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
