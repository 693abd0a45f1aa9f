import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivationBodySchema,
  AUTH_MESSAGES,
  DetailBodySchema,
  EmailBodySchema,
  FieldErrorsSchema,
  MeSchema,
  ResetPasswordConfirmBodySchema,
  SetPasswordBodySchema,
  SignUpBodySchema,
  UserSchema,
} from '@shop/contract';
import { AppError } from '../../lib/app-error.js';
import { AUTH_LIMITS, ipHourlyLimits } from './auth-limits.js';
import {
  activateUser,
  confirmPasswordReset,
  getMe,
  requestPasswordReset,
  resendActivation,
  setPassword,
  signUp,
} from './users.service.js';

const tags = ['auth'];
// A 400 is a DRF field-error body, or `{"detail"}` for a body that is not JSON.
const badRequest = z.union([FieldErrorsSchema, DetailBodySchema]);
const noContent = { 204: z.null().describe('No Content'), 400: badRequest };

const isEmailTaken = (err: unknown) =>
  err instanceof AppError &&
  (err.body as { email?: string[] }).email?.[0] === AUTH_MESSAGES.emailTaken;

const isWrongPassword = (err: unknown) =>
  err instanceof AppError &&
  (err.body as { current_password?: string[] }).current_password?.[0] ===
    AUTH_MESSAGES.invalidPassword;

/** Djoser-compatible account endpoints under /auth/users. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = () => ({ secret: app.config.jwtSecret, publicUrl: app.config.publicUrl });
  const perIp = ipHourlyLimits(app.config.authIpHourlyLimit);

  app.post(
    '/users/',
    {
      schema: {
        tags,
        body: SignUpBodySchema,
        response: { 201: UserSchema, 400: badRequest },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await app.rateLimiter.assertAvailable(perIp.signUp, request.ip);
      await app.rateLimiter.assertAvailable(AUTH_LIMITS.signUp, email);
      // Only attempts that send a mail or probe a taken address count: typos in a password do not.
      const count = async () => {
        await app.rateLimiter.record(AUTH_LIMITS.signUp, email);
        await app.rateLimiter.record(perIp.signUp, request.ip);
      };
      const user = await signUp(app.db, settings(), request.body).catch(async (err: unknown) => {
        if (isEmailTaken(err)) await count();
        throw err;
      });
      await count();
      return reply.code(201).send(user);
    },
  );

  app.get(
    '/users/me/',
    {
      schema: { tags, security: [{ jwt: [] }], response: { 200: MeSchema, 401: DetailBodySchema } },
      preHandler: app.requireUser,
    },
    async (request) => getMe(app.db, request.userId),
  );

  app.post(
    '/users/activation/',
    {
      schema: {
        tags,
        body: ActivationBodySchema,
        response: { ...noContent, 403: DetailBodySchema },
      },
    },
    async (request, reply) => {
      await activateUser(app.db, settings(), request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/resend_activation/',
    { schema: { tags, body: EmailBodySchema, response: noContent } },
    async (request, reply) => {
      await app.rateLimiter.consume(AUTH_LIMITS.resendActivation, request.body.email);
      await resendActivation(app.db, settings(), request.body.email);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/reset_password/',
    { schema: { tags, body: EmailBodySchema, response: noContent } },
    async (request, reply) => {
      await app.rateLimiter.consume(perIp.resetPassword, request.ip);
      await app.rateLimiter.consume(AUTH_LIMITS.resetPassword, request.body.email);
      await requestPasswordReset(app.db, settings(), request.body.email);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/reset_password_confirm/',
    { schema: { tags, body: ResetPasswordConfirmBodySchema, response: noContent } },
    async (request, reply) => {
      await confirmPasswordReset(app.db, settings(), request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/set_password/',
    {
      schema: {
        tags,
        security: [{ jwt: [] }],
        body: SetPasswordBodySchema,
        response: { ...noContent, 401: DetailBodySchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      // Guessing the current password with a stolen access token counts as failed logins.
      const subject = `user:${request.userId}`;
      await app.rateLimiter.assertAvailable(AUTH_LIMITS.loginFailures, subject);
      await setPassword(app.db, request.userId, request.body).catch(async (err: unknown) => {
        if (isWrongPassword(err)) await app.rateLimiter.record(AUTH_LIMITS.loginFailures, subject);
        throw err;
      });
      return reply.code(204).send(null);
    },
  );
};
