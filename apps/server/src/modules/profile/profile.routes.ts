import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProfileResponseSchema, UpdateProfileBodySchema } from '@shop/contract';
import { getProfile, updateProfile } from './profile.service.js';

/** The family's user profile: the signed-in user's address and phone. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireUser };
  const tags = ['profile'];
  const security = [{ jwt: [] }];

  app.get(
    '/user',
    { ...auth, schema: { tags, security, response: { 200: ProfileResponseSchema } } },
    async (request) => ({ profile: await getProfile(app.db, request.userId) }),
  );

  app.put(
    '/update',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: UpdateProfileBodySchema,
        response: { 200: ProfileResponseSchema },
      },
    },
    async (request) => ({ profile: await updateProfile(app.db, request.userId, request.body) }),
  );
};
