import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jwtRoutes } from './jwt.routes.js';
import { usersRoutes } from './users.routes.js';

/** The accounts API (Djoser + SimpleJWT wire format), mounted at /auth. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(usersRoutes);
  await app.register(jwtRoutes);
};
