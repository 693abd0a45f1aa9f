import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminMeSchema,
  AuditQuerySchema,
  AuditResponseSchema,
  DetailBodySchema,
} from '@shop/contract';
import { listAudit } from '../audit/audit.service.js';
import { adminDashboardRoutes } from './admin-dashboard.routes.js';
import { adminSettingsRoutes } from './admin-settings.routes.js';

const security = [{ jwt: [] }];
const refusals = { 401: DetailBodySchema, 403: DetailBodySchema };

/**
 * What is only the back office's under /api/admin: who am I, the audit log, Resumen/Inventario and
 * the settings. Each domain plugs its own back office in beside it (app.ts); every route checks
 * the staff role on the server.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyStaff = app.requireRole('ventas', 'bodega');
  const administrators = app.requireRole();

  app.get(
    '/me',
    {
      schema: { tags: ['admin'], security, response: { 200: AdminMeSchema, ...refusals } },
      onRequest: anyStaff,
    },
    async (request) => request.staff!,
  );

  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        security,
        querystring: AuditQuerySchema,
        response: { 200: AuditResponseSchema, ...refusals },
      },
      onRequest: administrators,
    },
    async (request) => listAudit(app.db, request.query),
  );

  await app.register(adminSettingsRoutes);
  await app.register(adminDashboardRoutes);
};
