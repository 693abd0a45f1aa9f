import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DetailBodySchema,
  ErrorBodySchema,
  LastBillingResponseSchema,
  OrderDetailResponseSchema,
  OrderParamsSchema,
} from '@shop/contract';
import { getLastBilling, getOrderDetail } from './order-detail.service.js';

/** The customer's order page and the billing data that prefills the next checkout. */
export const orderDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-order/:transaction_id/detail',
    {
      schema: {
        tags: ['orders'],
        security: [{ jwt: [] }],
        params: OrderParamsSchema,
        response: { 200: OrderDetailResponseSchema, 401: DetailBodySchema, 404: ErrorBodySchema },
      },
      preHandler: app.requireUser,
    },
    (request) => getOrderDetail(app.db, request.userId, request.params.transaction_id),
  );

  app.get(
    '/last-billing',
    {
      schema: {
        tags: ['orders'],
        security: [{ jwt: [] }],
        response: { 200: LastBillingResponseSchema, 401: DetailBodySchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({ billing: await getLastBilling(app.db, request.userId) }),
  );
};
