import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ErrorCode, MESSAGES } from '@shop/contract';
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

// DRF names the scheme the client should use, as SimpleJWT does.
const CHALLENGE = { 'www-authenticate': 'JWT realm="api"' };

const unauthorized = (code: ErrorCode, detail: string, jwtCode?: string) =>
  new AppError(code, jwtCode ? { detail, code: jwtCode } : { detail }, CHALLENGE);

/** Accepts `Authorization: JWT <access>` (and Bearer); the user must exist and be active. */
export const authGuardPlugin = fp(async (app) => {
  app.decorateRequest('userId', 0);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^(?:JWT|Bearer) +(\S+)$/i.exec(header.trim()) : null;
    if (!match?.[1]) throw unauthorized('not_authenticated', MESSAGES.notAuthenticated);
    const claims = await verifyToken(app.config.jwtSecret, match[1], 'access');
    if (!claims)
      throw unauthorized(
        'token_not_valid',
        'Given token not valid for any token type',
        'token_not_valid',
      );
    const [user] = await app.db
      .select({ id: users.id, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, claims.user_id));
    if (!user) throw unauthorized('user_not_found', 'User not found', 'user_not_found');
    if (!user.isActive) throw unauthorized('user_inactive', 'User is inactive', 'user_inactive');
    request.userId = user.id;
  });
});
