import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  OrderParamsSchema,
  OrderResponseSchema,
  OrdersResponseSchema,
} from '@shop/contract';
import { listOrders, requireOrder } from './orders.service.js';

/** The signed-in customer's order history. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-orders',
    {
      schema: {
        tags: ['orders'],
        security: [{ jwt: [] }],
        response: { 200: OrdersResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({ orders: await listOrders(app.db, request.userId) }),
  );

  app.get(
    '/get-order/:transaction_id',
    {
      schema: {
        tags: ['orders'],
        security: [{ jwt: [] }],
        params: OrderParamsSchema,
        response: { 200: OrderResponseSchema, 404: ErrorBodySchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({
      order: await requireOrder(app.db, request.userId, request.params.transaction_id),
    }),
  );
};
