import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminInvoiceResponseSchema,
  DetailBodySchema,
  ErrorBodySchema,
  OrderParamsSchema,
} from '@shop/contract';
import { renderInvoiceRide } from './invoicing.service.js';
import { findInvoiceOfOrder } from './invoicing.service.js';
import { toInvoiceSummary } from './order-invoice.service.js';
import { requireAdminOrderId } from '../orders/order-history.service.js';

const security = [{ jwt: [] }];
const refusals = { 401: DetailBodySchema, 403: DetailBodySchema };

/** The back office's view of an order's SRI invoice: its state and the RIDE (role ventas). */
export const adminInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const sales = app.requireRole('ventas');

  app.get(
    '/orders/:transaction_id/invoice',
    {
      schema: {
        tags: ['admin'],
        security,
        params: OrderParamsSchema,
        response: { 200: AdminInvoiceResponseSchema, 404: ErrorBodySchema, ...refusals },
      },
      onRequest: sales,
    },
    async (request) => {
      const orderId = await requireAdminOrderId(app.db, request.params.transaction_id);
      const invoice = await findInvoiceOfOrder(app.db, orderId);
      return { invoice: invoice ? toInvoiceSummary(invoice) : null };
    },
  );

  app.get(
    '/orders/:transaction_id/invoice.pdf',
    {
      schema: {
        tags: ['admin'],
        security,
        params: OrderParamsSchema,
        response: { 404: ErrorBodySchema, ...refusals },
      },
      onRequest: sales,
    },
    async (request, reply) => {
      const orderId = await requireAdminOrderId(app.db, request.params.transaction_id);
      const { pdf, filename } = await renderInvoiceRide(app.db, orderId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf as never);
    },
  );
};
