import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCustomerDetailSchema,
  AdminCustomerSchema,
  AdminCustomersQuerySchema,
  AdminCustomersResponseSchema,
  DetailBodySchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  IdParamsSchema,
  StaffAccountSchema,
  StaffInviteBodySchema,
  StaffInviteResponseSchema,
  StaffListResponseSchema,
  StaffQuerySchema,
  StaffUpdateBodySchema,
} from '@shop/contract';
import { getCustomer, listCustomers, setCustomerActive } from './customers-back-office.service.js';
import { inviteStaff, listStaff, removeStaff, updateStaff } from './staff-back-office.service.js';

const security = [{ jwt: [] }];
const refusals = { 401: DetailBodySchema, 403: DetailBodySchema };
const tags = ['admin'];

/** Clientes (ventas) and Equipo (administrador); issue 11. */
export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const sales = app.requireRole('ventas');
  const administrators = app.requireRole();
  const settings = () => ({ secret: app.config.jwtSecret, publicUrl: app.config.publicUrl });

  // --- Clientes -------------------------------------------------------------------------------

  app.get(
    '/customers',
    {
      schema: {
        tags,
        security,
        querystring: AdminCustomersQuerySchema,
        response: { 200: AdminCustomersResponseSchema, 400: FieldErrorsSchema, ...refusals },
      },
      onRequest: sales,
    },
    async (request) => listCustomers(app.db, request.query),
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        response: {
          200: AdminCustomerDetailSchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...refusals,
        },
      },
      onRequest: sales,
    },
    async (request) => getCustomer(app.db, request.params.id),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(
      `/customers/:id/${action}`,
      {
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          response: {
            200: AdminCustomerSchema,
            404: ErrorBodySchema,
            409: ErrorBodySchema,
            ...refusals,
          },
        },
        onRequest: sales,
      },
      async (request) => setCustomerActive(app.db, request.staff!, request.params.id, active),
    );
  }

  // --- Equipo ---------------------------------------------------------------------------------

  app.get(
    '/staff',
    {
      schema: {
        tags,
        security,
        querystring: StaffQuerySchema,
        response: { 200: StaffListResponseSchema, 400: FieldErrorsSchema, ...refusals },
      },
      onRequest: administrators,
    },
    async (request) => listStaff(app.db, request.query),
  );

  app.post(
    '/staff',
    {
      schema: {
        tags,
        security,
        body: StaffInviteBodySchema,
        response: { 201: StaffInviteResponseSchema, 400: FieldErrorsSchema, ...refusals },
      },
      onRequest: administrators,
    },
    async (request, reply) => {
      const result = await inviteStaff(app.db, settings(), request.staff!, request.body);
      return reply.code(201).send(result);
    },
  );

  app.patch(
    '/staff/:id',
    {
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: StaffUpdateBodySchema,
        response: {
          200: StaffAccountSchema,
          400: FieldErrorsSchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...refusals,
        },
      },
      onRequest: administrators,
    },
    async (request) => updateStaff(app.db, request.staff!, request.params.id, request.body),
  );

  app.delete(
    '/staff/:id',
    {
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        response: { 204: z.null(), 404: ErrorBodySchema, 409: ErrorBodySchema, ...refusals },
      },
      onRequest: administrators,
    },
    async (request, reply) => {
      await removeStaff(app.db, request.staff!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
