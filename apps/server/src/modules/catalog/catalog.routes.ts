import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the catalog module (filled by the catalog work). */
export const catalogRoutes: FastifyPluginAsyncZod = async () => {};
