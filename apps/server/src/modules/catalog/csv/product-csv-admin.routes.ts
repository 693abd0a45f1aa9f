import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DetailBodySchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  PRODUCT_CSV_MAX_BYTES,
  ProductCsvBodySchema,
  ProductImportPreviewSchema,
  ProductImportResultSchema,
} from '@shop/contract';
import {
  applyProductImport,
  exportProducts,
  previewProductImport,
} from './product-csv-back-office.service.js';

const security = [{ jwt: [] }];
const refusals = { 401: DetailBodySchema, 403: DetailBodySchema };
const tags = ['admin'];

/** The products' CSV export and import (bodega) under /api/admin; ADR 035. */
export const productCsvAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const warehouse = app.requireRole('bodega');

  app.get(
    '/products/export.csv',
    {
      schema: {
        tags,
        security,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('UTF-8 with BOM, ";" separated, one product per line'),
          ...refusals,
        },
      },
      onRequest: warehouse,
    },
    async (_request, reply) => {
      const csv = await exportProducts(app.db);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="productos-${day}.csv"`)
        .serializer((payload) => payload as string)
        .send(csv);
    },
  );

  // The file arrives as the body (text/csv), up to 10 MB; only these two routes take it.
  app.addContentTypeParser(
    ['text/csv', 'application/csv', 'application/vnd.ms-excel'],
    { parseAs: 'string', bodyLimit: PRODUCT_CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const csvBody = {
    tags,
    security,
    consumes: ['text/csv'],
    body: ProductCsvBodySchema,
  };

  app.post(
    '/products/import/preview',
    {
      bodyLimit: PRODUCT_CSV_MAX_BYTES,
      schema: {
        ...csvBody,
        response: { 200: ProductImportPreviewSchema, 400: FieldErrorsSchema, ...refusals },
      },
      onRequest: warehouse,
    },
    async (request) => previewProductImport(app.db, request.body),
  );

  app.post(
    '/products/import/apply',
    {
      bodyLimit: PRODUCT_CSV_MAX_BYTES,
      schema: {
        ...csvBody,
        response: {
          200: ProductImportResultSchema,
          400: FieldErrorsSchema,
          409: ErrorBodySchema,
          ...refusals,
        },
      },
      onRequest: warehouse,
    },
    async (request) =>
      applyProductImport(app.db, request.staff!, app.config.mediaDir, request.body),
  );
};
