import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the payments module (filled by the payments work). */
export const paymentsRoutes: FastifyPluginAsyncZod = async () => {};
