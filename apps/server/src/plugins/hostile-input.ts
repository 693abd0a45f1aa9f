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
