import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the checkout module (filled by the checkout work). */
export const checkoutRoutes: FastifyPluginAsyncZod = async () => {};
