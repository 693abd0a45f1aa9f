import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCouponBodySchema,
  AdminCouponPatchSchema,
  AdminCouponSchema,
  AdminCouponsQuerySchema,
  AdminCouponsResponseSchema,
} from '@shop/contract';
import {
  createSchema,
  deleteSchema,
  listSchema,
  patchSchema,
} from '../../lib/admin-route-schemas.js';
import { addCoupon, deleteCoupon, editCoupon, listCoupons } from './coupons-admin.service.js';

/** The back office's coupons (ventas) under /api/admin; ADR 034. */
export const couponsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const sales = app.requireRole('ventas');

  app.get(
    '/coupons',
    {
      schema: { ...listSchema(AdminCouponsResponseSchema), querystring: AdminCouponsQuerySchema },
      onRequest: sales,
    },
    async (request) => listCoupons(app.db, request.query),
  );

  app.post(
    '/coupons',
    { schema: createSchema(AdminCouponBodySchema, AdminCouponSchema), onRequest: sales },
    async (request, reply) =>
      reply.code(201).send(await addCoupon(app.db, request.staff!, request.body)),
  );

  app.patch(
    '/coupons/:id',
    { schema: patchSchema(AdminCouponPatchSchema, AdminCouponSchema), onRequest: sales },
    async (request) => editCoupon(app.db, request.staff!, request.params.id, request.body),
  );

  app.delete(
    '/coupons/:id',
    { schema: deleteSchema(), onRequest: sales },
    async (request, reply) => {
      await deleteCoupon(app.db, request.staff!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
