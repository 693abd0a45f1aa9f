import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CollectPaymentBodySchema,
  ConfirmPaymentBodySchema,
  DetailBodySchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  PaymentActionAnswerSchema,
  PaymentOrderParamsSchema,
  PaymentSettingsSchema,
  PendingPaymentsResponseSchema,
  ReceiptParamsSchema,
  RejectPaymentBodySchema,
} from '@shop/contract';
import { z } from 'zod';
import {
  getPaymentSettings,
  readReceipt,
  updatePaymentSettings,
} from './later-payments.service.js';
import {
  listPendingPayments,
  markNotDelivered,
  markPaid,
  rejectPayment,
} from './pending-payments.service.js';

const tags = ['admin'];
const security = [{ jwt: [] }];
const refusals = { 401: DetailBodySchema, 403: DetailBodySchema };
const actionResponse = {
  200: PaymentActionAnswerSchema,
  400: FieldErrorsSchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  ...refusals,
};

/**
 * The back office of the methods paid later (issue 31): the settings (administrador) and
 * "Pagos por confirmar" with its decisions (ventas), every change audited.
 */
export const laterPaymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole('administrador');
  const sales = app.requireRole('ventas');
  const deps = () => ({
    db: app.db,
    publicUrl: app.config.publicUrl,
    linkSecret: app.config.jwtSecret,
  });

  app.get(
    '/payment-settings',
    {
      onRequest: admin,
      schema: { tags, security, response: { 200: PaymentSettingsSchema, ...refusals } },
    },
    async () => getPaymentSettings(app.db),
  );

  app.put(
    '/payment-settings',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        body: PaymentSettingsSchema,
        response: { 200: PaymentSettingsSchema, 400: FieldErrorsSchema, ...refusals },
      },
    },
    async (request) => updatePaymentSettings(app.db, request.staff!, request.body),
  );

  app.get(
    '/pending-payments',
    {
      onRequest: sales,
      schema: {
        tags,
        security,
        summary: 'Pagos por confirmar: orders paid later still pendiente or rechazado',
        response: { 200: PendingPaymentsResponseSchema, ...refusals },
      },
    },
    async () => listPendingPayments(app.db),
  );

  app.get(
    '/payment-receipts/:id',
    {
      onRequest: sales,
      schema: {
        tags,
        security,
        summary: 'A transfer receipt (staff only)',
        params: ReceiptParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await readReceipt(app.db, app.config.dataDir, request.params.id);
      return reply
        .type(file.contentType)
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );

  const params = PaymentOrderParamsSchema;
  app.post(
    '/pending-payments/:transaction_id/confirm',
    {
      onRequest: sales,
      schema: { tags, security, params, body: ConfirmPaymentBodySchema, response: actionResponse },
    },
    async (request) =>
      markPaid(deps(), request.staff!, request.params.transaction_id, {
        kind: 'confirm',
        ...request.body,
      }),
  );

  app.post(
    '/pending-payments/:transaction_id/reject',
    {
      onRequest: sales,
      schema: { tags, security, params, body: RejectPaymentBodySchema, response: actionResponse },
    },
    async (request) =>
      rejectPayment(deps(), request.staff!, request.params.transaction_id, request.body.reason),
  );

  app.post(
    '/pending-payments/:transaction_id/collect',
    {
      onRequest: sales,
      schema: { tags, security, params, body: CollectPaymentBodySchema, response: actionResponse },
    },
    async (request) =>
      markPaid(deps(), request.staff!, request.params.transaction_id, {
        kind: 'collect',
        amount: request.body.amount,
        collectedWith: request.body.collected_with,
      }),
  );

  app.post(
    '/pending-payments/:transaction_id/not-delivered',
    {
      onRequest: sales,
      schema: { tags, security, params, body: z.object({}).optional(), response: actionResponse },
    },
    async (request) => markNotDelivered(deps(), request.staff!, request.params.transaction_id),
  );
};
