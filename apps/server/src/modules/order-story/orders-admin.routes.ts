import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderDetailSchema,
  AdminOrderRefundBodySchema,
  AdminOrdersQuerySchema,
  AdminOrdersResponseSchema,
  AdminOrderStatusBodySchema,
  DetailBodySchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  OrderParamsSchema,
} from '@shop/contract';
import { refundAdminOrder } from './order-refund.service.js';
import { changeAdminOrderStatus, getAdminOrder, listAdminOrders } from './orders-admin.service.js';

const security = [{ jwt: [] }];
const refusals = { 401: DetailBodySchema, 403: DetailBodySchema };

/** The back office's orders under /api/admin (ventas): list, detail, status changes. */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const sales = app.requireRole('ventas');

  app.get(
    '/orders',
    {
      schema: {
        tags: ['admin'],
        security,
        querystring: AdminOrdersQuerySchema,
        response: { 200: AdminOrdersResponseSchema, ...refusals },
      },
      onRequest: sales,
    },
    async (request) => listAdminOrders(app.db, request.query),
  );

  app.get(
    '/orders/:transaction_id',
    {
      schema: {
        tags: ['admin'],
        security,
        params: OrderParamsSchema,
        response: { 200: AdminOrderDetailSchema, 404: ErrorBodySchema, ...refusals },
      },
      onRequest: sales,
    },
    async (request) => getAdminOrder(app.db, request.params.transaction_id),
  );

  app.post(
    '/orders/:transaction_id/status',
    {
      schema: {
        tags: ['admin'],
        security,
        params: OrderParamsSchema,
        body: AdminOrderStatusBodySchema,
        response: {
          200: AdminOrderDetailSchema,
          400: FieldErrorsSchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...refusals,
        },
      },
      onRequest: sales,
    },
    async (request) =>
      changeAdminOrderStatus(
        {
          db: app.db,
          paymentProvider: app.paymentProvider,
          publicUrl: app.config.publicUrl,
          linkSecret: app.config.jwtSecret,
          log: request.log,
        },
        request.staff!,
        request.params.transaction_id,
        {
          status: request.body.status,
          courier: request.body.courier,
          trackingNumber: request.body.tracking_number,
        },
      ),
  );

  // The whole card payment back, for an order past cancelling (administrador; ADR 084). 202 while
  // the provider has not answered: the payments reconciler finishes it (ADR 090).
  app.post(
    '/orders/:transaction_id/refund',
    {
      schema: {
        tags: ['admin'],
        security,
        params: OrderParamsSchema,
        body: AdminOrderRefundBodySchema,
        response: {
          200: AdminOrderDetailSchema,
          202: AdminOrderDetailSchema,
          400: FieldErrorsSchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          503: ErrorBodySchema,
          ...refusals,
        },
      },
      onRequest: app.requireRole('administrador'),
    },
    async (request, reply) => {
      const detail = await refundAdminOrder(
        { db: app.db, paymentProvider: app.paymentProvider, log: request.log },
        request.staff!,
        request.params.transaction_id,
        request.body.reason,
      );
      return reply.code(detail.order.payment_status === 'reembolsando' ? 202 : 200).send(detail);
    },
  );
};
