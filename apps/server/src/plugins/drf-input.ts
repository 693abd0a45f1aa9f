import { MESSAGES } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, type FieldErrorBody } from '../lib/app-error.js';

// How DRF reads what a request sends, where zod alone reads it otherwise (the family's clients
// and API.md expect DRF's answers):
// - a POST/PUT/PATCH/DELETE without a body is an empty object, so each missing field answers
//   "This field is required." instead of one message about the whole body;
// - an integer field takes numbers and numeric text, but not true/false ("A valid integer is
//   required.") nor null ("This field may not be null."): zod's coercion would read them as 1 and 0;
// - a validation error answers DRF's field body (validationBody, used by errors.ts): a field not
//   sent is "This field is required.", and an integer past a bound its bound alone.

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the request carries a body at all (a JSON `null` body does; no body does not). */
const sendsBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 ||
  request.headers['transfer-encoding'] !== undefined;

type Def = {
  type: string;
  coerce?: boolean;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};
const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** The fields of an object schema that are integers read by coercion (optional or defaulted too). */
function coercedNumberFields(schema: unknown): string[] {
  const def = defOf(schema);
  if (def?.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape)
    .filter(([, field]) => {
      let d = defOf(field);
      while (d && (d.type === 'optional' || d.type === 'default') && d.innerType)
        d = defOf(d.innerType);
      return d?.type === 'number' && d.coerce === true;
    })
    .map(([name]) => name);
}

const fieldsCache = new WeakMap<object, string[]>();

export function registerDrfInput(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const schema = request.routeOptions.schema?.body;
    if (!schema || !BODY_METHODS.has(request.method)) return done();
    if (request.body == null && !sendsBody(request)) request.body = {};
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return done();
    let fields = fieldsCache.get(schema);
    if (!fields) fieldsCache.set(schema, (fields = coercedNumberFields(schema)));
    const errors: FieldErrorBody = {};
    for (const name of fields) {
      const value = (body as Record<string, unknown>)[name];
      if (typeof value === 'boolean') errors[name] = ['A valid integer is required.'];
      else if (value === null) errors[name] = ['This field may not be null.'];
    }
    done(Object.keys(errors).length > 0 ? AppError.fields(errors) : undefined);
  });
}

/** Body objects whose fields' errors answer nested under their key, as DRF's nested serializers. */
const NESTED_OBJECTS = new Set(['billing']);

/**
 * A validation message under its top field: `{"field": [...]}`, or for a nested object's field
 * `{"billing": {"id_number": [...]}}` (the object itself wrong: its `non_field_errors`).
 */
function addFieldError(body: FieldErrorBody, instancePath: string, message: string) {
  const [key = 'non_field_errors', field] = instancePath.split('/').filter(Boolean);
  if (!NESTED_OBJECTS.has(key)) {
    const list = body[key];
    if (Array.isArray(list)) list.push(message);
    else body[key] = [message];
    return;
  }
  const nested = (body[key] = Array.isArray(body[key]) ? {} : (body[key] ?? {}));
  (nested[field ?? 'non_field_errors'] ??= []).push(message);
}

const NOT_AN_INTEGER = 'A valid integer is required.';

/**
 * An integer too large for a JS number fails zod's integer check beside its bound; DRF (Python
 * integers) answers the bound alone: "Ensure this value is less than or equal to 100."
 */
function withoutPrecisionNoise(body: FieldErrorBody): FieldErrorBody {
  for (const [key, messages] of Object.entries(body)) {
    if (!Array.isArray(messages) || !messages.includes(NOT_AN_INTEGER)) continue;
    const bounds = messages.filter((m) => m.startsWith('Ensure this value is'));
    if (bounds.length > 0) body[key] = bounds;
  }
  return body;
}

/** What the client sent for the part a validation error is about (body, query or params). */
function sentPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

/** The value at a JSON pointer such as `/billing/id_number` (undefined when any step is missing). */
function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const step of pointer.split('/').filter(Boolean)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** The DRF body of a schema validation error: each field's messages under its name. */
export function validationBody(
  request: FastifyRequest,
  issues: readonly { instancePath: string; message?: string }[],
  context: string | undefined,
): FieldErrorBody {
  const body: FieldErrorBody = {};
  const sent = sentPart(request, context);
  const required = new Set<string>();
  for (const issue of issues) {
    // A field not sent at all: DRF's one message for it, whatever its type would have been.
    if (issue.instancePath && valueAt(sent, issue.instancePath) === undefined) {
      if (required.has(issue.instancePath)) continue;
      required.add(issue.instancePath);
      addFieldError(body, issue.instancePath, MESSAGES.required);
    } else addFieldError(body, issue.instancePath, issue.message ?? 'Invalid value.');
  }
  return withoutPrecisionNoise(body);
}
