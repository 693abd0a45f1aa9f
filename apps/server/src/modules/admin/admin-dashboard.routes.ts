import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminInventoryQuerySchema,
  AdminInventoryResponseSchema,
  AdminSummarySchema,
  DetailBodySchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  IdParamsSchema,
  InventoryItemSchema,
} from '@shop/contract';
import { listInventory, requireInventoryItem } from '../catalog/stock/inventory.service.js';
import { getAdminSummary } from './admin-summary.service.js';

const security = [{ jwt: [] }];
const refusals = { 401: DetailBodySchema, 403: DetailBodySchema };

/** Resumen (any staff role) and Inventario's product list (bodega), under /api/admin. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyStaff = app.requireRole('ventas', 'bodega');
  const warehouse = app.requireRole('bodega');

  app.get(
    '/summary',
    {
      schema: { tags: ['admin'], security, response: { 200: AdminSummarySchema, ...refusals } },
      onRequest: anyStaff,
    },
    async (request) => getAdminSummary(app.db, request.staff!),
  );

  app.get(
    '/inventory',
    {
      schema: {
        tags: ['admin'],
        security,
        querystring: AdminInventoryQuerySchema,
        response: { 200: AdminInventoryResponseSchema, 400: FieldErrorsSchema, ...refusals },
      },
      onRequest: warehouse,
    },
    async (request) => listInventory(app.db, request.query),
  );

  app.get(
    '/inventory/:id',
    {
      schema: {
        tags: ['admin'],
        security,
        params: IdParamsSchema,
        response: { 200: InventoryItemSchema, 404: ErrorBodySchema, ...refusals },
      },
      onRequest: warehouse,
    },
    async (request) => requireInventoryItem(app.db, request.params.id),
  );
};
