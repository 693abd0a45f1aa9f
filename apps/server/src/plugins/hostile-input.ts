import type { FastifyInstance } from 'fastify';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@shop/contract';
import { AppError } from '../lib/app-error.js';

/**
 * The one refinement for every operation (ADR 015): a NUL byte or a lone surrogate anywhere in the
 * URL params, the query or the JSON body answers 400 with the Spanish field error of the
 * contract's text helpers, before any schema, guard or query runs. It covers string fields of
 * schemas that do not go through the helpers, and routes added later.
 */
export function registerHostileInputGuard(app: FastifyInstance) {
  registerJsonDepthLimit(app);
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnsafeText(part);
      if (!path) continue;
      const field = typeof path[0] === 'string' ? path[0] : 'non_field_errors';
      return done(AppError.field(field, UNSAFE_TEXT_MESSAGE));
    }
    done();
  });
}

/** Deepest nesting of objects and arrays a JSON body may have (the contract's deepest is ~5). */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP = 'JSON parse error - the body is nested too deeply.';

/** Whether a JSON text opens more than `max` objects/arrays at once (brackets in strings skipped). */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype-poisoning checks included) behind a depth limit: a body
 * nested 100,000 levels deep answers 400 after one linear scan, before the parser or any
 * recursive walk (the unsafe-text guard, the schemas) can run out of stack (issue 32.4).
 */
export function registerJsonDepthLimit(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(AppError.detail('invalid_input', TOO_DEEP), undefined);
    }
    parse(request, text, done);
  });
}
