import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminShippingOptionBodySchema,
  AdminShippingOptionPatchSchema,
  AdminShippingOptionSchema,
  AdminShippingOptionsResponseSchema,
  DetailBodySchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  IdParamsSchema,
} from '@shop/contract';
import type { StaffMember } from '../../lib/staff-member.js';
import {
  type AuditWriter,
  createShippingOption,
  listAdminShippingOptions,
  updateShippingOption,
} from './shipping-admin.service.js';
import { recordAudit } from '../audit/audit.service.js';

const security = [{ jwt: [] }];
const refusals = { 401: DetailBodySchema, 403: DetailBodySchema };

const auditBy =
  (staff: StaffMember): AuditWriter =>
  (tx, change) =>
    recordAudit(tx, staff, change);

/** "Envíos": the shipping options (role bodega), audited; the checkout module owns the table. */
export const adminShippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const warehouse = app.requireRole('bodega');

  app.get(
    '/shipping-options',
    {
      schema: {
        tags: ['admin'],
        security,
        response: { 200: AdminShippingOptionsResponseSchema, ...refusals },
      },
      onRequest: warehouse,
    },
    async () => listAdminShippingOptions(app.db),
  );

  app.post(
    '/shipping-options',
    {
      schema: {
        tags: ['admin'],
        security,
        body: AdminShippingOptionBodySchema,
        response: { 201: AdminShippingOptionSchema, 400: FieldErrorsSchema, ...refusals },
      },
      onRequest: warehouse,
    },
    async (request, reply) => {
      const option = await createShippingOption(app.db, auditBy(request.staff!), request.body);
      return reply.code(201).send(option);
    },
  );

  app.patch(
    '/shipping-options/:id',
    {
      schema: {
        tags: ['admin'],
        security,
        params: IdParamsSchema,
        body: AdminShippingOptionPatchSchema,
        response: {
          200: AdminShippingOptionSchema,
          400: FieldErrorsSchema,
          404: ErrorBodySchema,
          ...refusals,
        },
      },
      onRequest: warehouse,
    },
    async (request) =>
      updateShippingOption(app.db, auditBy(request.staff!), request.params.id, request.body),
  );
};
