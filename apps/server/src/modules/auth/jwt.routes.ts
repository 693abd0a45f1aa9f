import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  DetailBodySchema,
  EmptyBodySchema,
  LoginBodySchema,
  RefreshBodySchema,
  TokenPairSchema,
  VerifyBodySchema,
} from '@shop/contract';
import { AppError } from '../../lib/app-error.js';
import { AUTH_LIMITS } from './auth-limits.js';
import { assertTokenValid, blacklistRefreshToken, logIn, refreshAccess } from './tokens.service.js';

const tags = ['auth'];
const unauthorized = { 401: DetailBodySchema };

/** SimpleJWT-compatible token endpoints under /auth/jwt. */
export const jwtRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = () => app.config.jwtSecret;

  app.post(
    '/jwt/create/',
    {
      schema: { tags, body: LoginBodySchema, response: { 200: TokenPairSchema, ...unauthorized } },
    },
    async (request) => {
      const { email, password } = request.body;
      await app.rateLimiter.consume(AUTH_LIMITS.loginAttempts, request.ip);
      await app.rateLimiter.assertAvailable(AUTH_LIMITS.loginFailures, email);
      const pair = await logIn(app.db, secret(), email, password);
      if (!pair) {
        await app.rateLimiter.record(AUTH_LIMITS.loginFailures, email);
        throw AppError.detail('authentication_failed', AUTH_MESSAGES.noActiveAccount);
      }
      await app.rateLimiter.reset(AUTH_LIMITS.loginFailures, email);
      return pair;
    },
  );

  app.post(
    '/jwt/refresh/',
    {
      schema: {
        tags,
        body: RefreshBodySchema,
        response: { 200: TokenPairSchema, ...unauthorized },
      },
    },
    async (request) => refreshAccess(app.db, secret(), request.body.refresh),
  );

  app.post(
    '/jwt/verify/',
    {
      schema: { tags, body: VerifyBodySchema, response: { 200: EmptyBodySchema, ...unauthorized } },
    },
    async (request) => {
      await assertTokenValid(app.db, secret(), request.body.token);
      return {};
    },
  );

  app.post(
    '/jwt/blacklist/',
    {
      schema: {
        tags,
        body: RefreshBodySchema,
        response: { 200: EmptyBodySchema, ...unauthorized },
      },
    },
    async (request) => {
      await blacklistRefreshToken(app.db, secret(), request.body.refresh);
      return {};
    },
  );
};
