import {
  DetailBodySchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  IdParamsSchema,
} from '@shop/contract';
import { z } from 'zod';

// The OpenAPI schemas every back-office list/create/edit/delete route repeats (ADR 034): JWT
// security, 401/403 refusals, the 'admin' tag; bodies and answers are the caller's.

export const adminSecurity = [{ jwt: [] }];
export const adminRefusals = { 401: DetailBodySchema, 403: DetailBodySchema };
export const adminTags = ['admin'];
const NoContent = z.null().describe('Deleted.');

/** GET of a list: 200 with `list`. */
export const listSchema = <L extends z.ZodType>(list: L) => ({
  tags: adminTags,
  security: adminSecurity,
  response: { 200: list, ...adminRefusals },
});

/** POST of a new item: 201 with it, 400 with field errors. */
export const createSchema = <B extends z.ZodType, I extends z.ZodType>(body: B, item: I) => ({
  tags: adminTags,
  security: adminSecurity,
  body,
  response: { 201: item, 400: FieldErrorsSchema, ...adminRefusals },
});

/** PATCH /:id: 200 with the item, 400 with field errors, 404. */
export const patchSchema = <B extends z.ZodType, I extends z.ZodType>(body: B, item: I) => ({
  tags: adminTags,
  security: adminSecurity,
  params: IdParamsSchema,
  body,
  response: { 200: item, 400: FieldErrorsSchema, 404: ErrorBodySchema, ...adminRefusals },
});

/** DELETE /:id: 204, 404, or 409 while in use. */
export const deleteSchema = () => ({
  tags: adminTags,
  security: adminSecurity,
  params: IdParamsSchema,
  response: { 204: NoContent, 404: ErrorBodySchema, 409: ErrorBodySchema, ...adminRefusals },
});
