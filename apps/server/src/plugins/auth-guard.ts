import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type ErrorCode, GUEST_MESSAGES, MESSAGES } from '@shop/contract';
import { AppError } from '../lib/app-error.js';
import { checkAccessToken } from '../modules/auth/tokens.service.js';
import { guestMayUse } from '../modules/guest/guest-scope.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for protected routes: sets request.userId or answers 401. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    userId: number;
    /** The token is a guest checkout token (ADR 028). */
    isGuest: boolean;
  }
}

// DRF names the scheme the client should use, as SimpleJWT does.
const CHALLENGE = { 'www-authenticate': 'JWT realm="api"' };

const unauthorized = (code: ErrorCode, detail: string, jwtCode?: string) =>
  new AppError(code, jwtCode ? { detail, code: jwtCode } : { detail }, CHALLENGE);

const REFUSALS = {
  token_not_valid: () =>
    unauthorized('token_not_valid', 'Given token not valid for any token type', 'token_not_valid'),
  user_not_found: () => unauthorized('user_not_found', 'User not found', 'user_not_found'),
  user_inactive: () => unauthorized('user_inactive', 'User is inactive', 'user_inactive'),
};

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** requireUser and every requireRole(...) guard: run first, whatever hook a route names them in. */
export const AUTH_GUARDS = new WeakSet<(...args: never[]) => unknown>();

/**
 * Authenticate before anything reads the request (issue 32.4): a guard a route lists as
 * preValidation or preHandler moves to the front of its onRequest hooks, so a forged or missing
 * token answers 401 before the body is parsed or validated (never a 400 with field errors), and
 * the route is documented with the JWT security scheme.
 */
function authenticateFirst(route: RouteOptions) {
  const guards: Hook[] = [];
  for (const name of ['preValidation', 'preHandler'] as const) {
    const hooks = route[name] as Hook | Hook[] | undefined;
    if (!hooks) continue;
    const list = Array.isArray(hooks) ? hooks : [hooks];
    guards.push(...list.filter((h) => AUTH_GUARDS.has(h)));
    const rest = list.filter((h) => !AUTH_GUARDS.has(h));
    (route as unknown as Record<string, Hook[] | undefined>)[name] = rest.length ? rest : undefined;
  }
  const onRequest = route.onRequest as Hook | Hook[] | undefined;
  const existing = onRequest ? (Array.isArray(onRequest) ? onRequest : [onRequest]) : [];
  if (guards.length === 0 && !existing.some((h) => AUTH_GUARDS.has(h))) return;
  (route as unknown as Record<string, Hook[]>).onRequest = [...guards, ...existing];
  if (route.schema && !route.schema.hide && !route.schema.security)
    route.schema.security = [{ jwt: [] }];
}

/**
 * Accepts `Authorization: JWT <access>` (and Bearer); the user must exist, be active and not have
 * ended its access tokens since the token was issued (logout, password change or reset).
 */
export const authGuardPlugin = fp(async (app) => {
  app.decorateRequest('userId', 0);
  app.decorateRequest('isGuest', false);
  app.addHook('onRoute', authenticateFirst);
  const requireUser = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^(?:JWT|Bearer) +(\S+)$/i.exec(header.trim()) : null;
    if (!match?.[1]) throw unauthorized('not_authenticated', MESSAGES.notAuthenticated);
    // The accounts service judges the token: signature, expiry, user, active flag, token version.
    const checked = await checkAccessToken(app.db, app.config.jwtSecret, match[1]);
    if (!checked.ok) throw REFUSALS[checked.reason]();
    // A guest checkout token opens the cart, checkout and payment endpoints only.
    if (checked.guest && !guestMayUse(request.routeOptions.url ?? '')) {
      throw AppError.detail(
        'guest_not_allowed',
        GUEST_MESSAGES.guestNotAllowed,
        'guest_not_allowed',
      );
    }
    request.userId = checked.user.id;
    request.isGuest = checked.guest;
  };
  AUTH_GUARDS.add(requireUser);
  app.decorate('requireUser', requireUser);
});
