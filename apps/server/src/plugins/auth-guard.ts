import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@shop/contract';
import { users } from '../db/schema/index.js';
import { AppError } from '../lib/app-error.js';
import { verifyToken } from '../lib/jwt.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for protected routes: sets request.userId or answers 401. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    userId: number;
  }
}

const tokenNotValid = () =>
  new AppError(401, {
    detail: 'Given token not valid for any token type',
    code: 'token_not_valid',
  });

/** Accepts `Authorization: JWT <access>` (and Bearer); the user must exist and be active. */
export const authGuardPlugin = fp(async (app) => {
  app.decorateRequest('userId', 0);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) throw AppError.unauthorized(MESSAGES.notAuthenticated);
    const match = /^(JWT|Bearer)\s+(\S+)$/i.exec(header.trim());
    if (!match?.[2]) throw AppError.unauthorized(MESSAGES.notAuthenticated);
    const claims = await verifyToken(app.config.jwtSecret, match[2], 'access');
    if (!claims) throw tokenNotValid();
    const [user] = await app.db
      .select({ id: users.id, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, claims.user_id));
    if (!user || !user.isActive)
      throw new AppError(401, { detail: 'User not found', code: 'user_not_found' });
    request.userId = user.id;
  });
});
