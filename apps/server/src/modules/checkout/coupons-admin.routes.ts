import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCouponBodySchema,
  AdminCouponPatchSchema,
  AdminCouponSchema,
  AdminCouponsQuerySchema,
  AdminCouponsResponseSchema,
  DetailBodySchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  IdParamsSchema,
} from '@shop/contract';
import { z } from 'zod';
import { addCoupon, deleteCoupon, editCoupon, listCoupons } from './coupons-back-office.service.js';

const security = [{ jwt: [] }];
const refusals = { 401: DetailBodySchema, 403: DetailBodySchema };
const tags = ['admin'];
const NoContent = z.null().describe('Deleted.');

/** The back office's coupons (ventas) under /api/admin; ADR 034. */
export const couponsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const sales = app.requireRole('ventas');

  app.get(
    '/coupons',
    {
      schema: {
        tags,
        security,
        querystring: AdminCouponsQuerySchema,
        response: { 200: AdminCouponsResponseSchema, ...refusals },
      },
      onRequest: sales,
    },
    async (request) => listCoupons(app.db, request.query),
  );

  app.post(
    '/coupons',
    {
      schema: {
        tags,
        security,
        body: AdminCouponBodySchema,
        response: { 201: AdminCouponSchema, 400: FieldErrorsSchema, ...refusals },
      },
      onRequest: sales,
    },
    async (request, reply) =>
      reply.code(201).send(await addCoupon(app.db, request.staff!, request.body)),
  );

  app.patch(
    '/coupons/:id',
    {
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: AdminCouponPatchSchema,
        response: {
          200: AdminCouponSchema,
          400: FieldErrorsSchema,
          404: ErrorBodySchema,
          ...refusals,
        },
      },
      onRequest: sales,
    },
    async (request) => editCoupon(app.db, request.staff!, request.params.id, request.body),
  );

  app.delete(
    '/coupons/:id',
    {
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        response: { 204: NoContent, 404: ErrorBodySchema, 409: ErrorBodySchema, ...refusals },
      },
      onRequest: sales,
    },
    async (request, reply) => {
      await deleteCoupon(app.db, request.staff!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
