import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DetailBodySchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  IdParamsSchema,
  PaginationSchema,
  StockAdjustBodySchema,
  StockAdjustResponseSchema,
  StockMovementsResponseSchema,
} from '@shop/contract';
import { adjustProductStock, listStockMovements } from './stock-back-office.service.js';

const security = [{ jwt: [] }];
const refusals = { 401: DetailBodySchema, 403: DetailBodySchema };

/** A product's stock ledger and adjustments under /api/admin (bodega). */
export const stockAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const warehouse = app.requireRole('bodega');

  app.get(
    '/products/:id/stock',
    {
      schema: {
        tags: ['admin'],
        security,
        params: IdParamsSchema,
        querystring: PaginationSchema,
        response: { 200: StockMovementsResponseSchema, ...refusals },
      },
      onRequest: warehouse,
    },
    async (request) => listStockMovements(app.db, request.params.id, request.query),
  );

  app.post(
    '/products/:id/stock',
    {
      schema: {
        tags: ['admin'],
        security,
        params: IdParamsSchema,
        body: StockAdjustBodySchema,
        response: {
          200: StockAdjustResponseSchema,
          400: FieldErrorsSchema,
          404: ErrorBodySchema,
          ...refusals,
        },
      },
      onRequest: warehouse,
    },
    async (request) => adjustProductStock(app.db, request.staff!, request.params.id, request.body),
  );
};
