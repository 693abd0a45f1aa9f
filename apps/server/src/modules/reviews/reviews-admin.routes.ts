import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminReviewHideBodySchema,
  AdminReviewHideResponseSchema,
  AdminReviewsQuerySchema,
  AdminReviewsResponseSchema,
  DetailBodySchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  IdParamsSchema,
} from '@shop/contract';
import { hideAdminReview, listAdminReviews } from './reviews-back-office.service.js';

const security = [{ jwt: [] }];
const refusals = { 401: DetailBodySchema, 403: DetailBodySchema };

/** Every review and hiding one, under /api/admin (ventas). */
export const reviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const sales = app.requireRole('ventas');

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
};
