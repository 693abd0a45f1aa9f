import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the auth module (filled by the auth work). */
export const authRoutes: FastifyPluginAsyncZod = async () => {};
