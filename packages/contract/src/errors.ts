import { z } from 'zod';
import { ERROR_CODES } from './values/errors.js';
export { MESSAGES } from './values/errors.js';

export { ERROR_CODES, isErrorCode, type ErrorCode } from './values/errors.js';
export const ErrorCodeSchema = z.enum(ERROR_CODES);

/** App errors: `{"error": "...", "code": "..."}` (the family's clients read `error`). */
export const ErrorBodySchema = z.object({ error: z.string(), code: ErrorCodeSchema.optional() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Auth errors (Djoser / SimpleJWT): `{"detail": "...", "code"?: "..."}`. */
export const DetailBodySchema = z.object({ detail: z.string(), code: z.string().optional() });
export type DetailBody = z.infer<typeof DetailBodySchema>;

/** DRF field validation errors: `{"field": ["message"], "non_field_errors": [...]}`. */
/**
 * DRF field errors: `{"field": ["message"]}`; a nested object's fields answer under its key, as
 * DRF's nested serializers do: `{"billing": {"id_number": ["message"]}}` (issue 29.7).
 */
export const FieldErrorsSchema = z.record(
  z.string(),
  z.union([z.array(z.string()), z.record(z.string(), z.array(z.string()))]),
);
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;
