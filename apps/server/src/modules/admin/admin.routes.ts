import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminMeSchema,
  AdminOrderDetailSchema,
  AdminOrdersQuerySchema,
  AdminOrdersResponseSchema,
  AdminOrderStatusBodySchema,
  AdminReviewHideBodySchema,
  AdminReviewHideResponseSchema,
  AdminReviewsQuerySchema,
  AdminReviewsResponseSchema,
  AuditQuerySchema,
  AuditResponseSchema,
  DetailBodySchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  IdParamsSchema,
  OrderParamsSchema,
  PaginationSchema,
  StockAdjustBodySchema,
  StockAdjustResponseSchema,
  StockMovementsResponseSchema,
} from '@shop/contract';
import { adminInvoicesRoutes } from './admin-invoices.routes.js';
import { changeAdminOrderStatus, getAdminOrder, listAdminOrders } from './admin-orders.service.js';
import { hideAdminReview, listAdminReviews } from './admin-reviews.service.js';
import { adjustProductStock, listStockMovements } from './admin-stock.service.js';
import { adminSettingsRoutes } from './admin-settings.routes.js';
import { adminPeopleRoutes } from './admin-people.routes.js';
import { adminProductRoutes } from './admin-products.routes.js';
import { listAudit } from './audit.service.js';
import { adminTaxonomyRoutes } from './admin-taxonomy.routes.js';
import { adminShippingRoutes } from './admin-shipping.routes.js';
import { adminDashboardRoutes } from './admin-dashboard.routes.js';

const security = [{ jwt: [] }];
const refusals = { 401: DetailBodySchema, 403: DetailBodySchema };

/** The back office API under /api/admin; every route checks the staff role on the server. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyStaff = app.requireRole('ventas', 'bodega');
  const sales = app.requireRole('ventas');
  const warehouse = app.requireRole('bodega');
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

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['admin'],
        security,
        querystring: AdminReviewsQuerySchema,
        response: { 200: AdminReviewsResponseSchema, ...refusals },
      },
      onRequest: sales,
    },
    async (request) => listAdminReviews(app.db, request.query),
  );

  app.post(
    '/reviews/:id/hide',
    {
      schema: {
        tags: ['admin'],
        security,
        params: IdParamsSchema,
        body: AdminReviewHideBodySchema,
        response: {
          200: AdminReviewHideResponseSchema,
          400: FieldErrorsSchema,
          404: ErrorBodySchema,
          ...refusals,
        },
      },
      onRequest: sales,
    },
    async (request) =>
      hideAdminReview(app.db, request.staff!, request.params.id, request.body.hidden),
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
  await app.register(adminPeopleRoutes);
  await app.register(adminTaxonomyRoutes);
  await app.register(adminShippingRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminInvoicesRoutes);
};
