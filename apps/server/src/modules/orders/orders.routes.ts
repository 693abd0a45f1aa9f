import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the orders module (filled by the orders work). */
export const ordersRoutes: FastifyPluginAsyncZod = async () => {};
