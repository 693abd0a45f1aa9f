import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the cart module (filled by the cart work). */
export const cartRoutes: FastifyPluginAsyncZod = async () => {};
