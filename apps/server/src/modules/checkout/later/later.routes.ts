import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckoutBadRequestSchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  MakePaymentResponseSchema,
  PaymentInstructionsSchema,
  PaymentMethodsAnswerSchema,
  PaymentMethodsQuerySchema,
  PaymentOrderParamsSchema,
  PlaceOrderBodySchema,
  RECEIPT_MAX_BYTES,
  ReceiptAnswerSchema,
} from '@shop/contract';
import { z } from 'zod';
import { idempotencyKeyOf } from '../checkout.routes.js';
import {
  availableMethods,
  paymentInstructionsOf,
  placeLaterOrder,
  storeReceipt,
} from './later-payments.service.js';
import { readReceiptUpload } from './receipt-upload.js';

const tags = ['payment'];
const security = [{ jwt: [] }];

/**
 * The methods paid later (issue 31) under /api/payment: what applies (public), placing the
 * order, its payment instructions and the transfer receipt (owner, guest token too).
 */
export const laterPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: RECEIPT_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
  });
  const auth = { onRequest: app.requireUser };
  const deps = (request: FastifyRequest) => ({
    db: app.db,
    provider: app.paymentProvider,
    taxRate: app.config.taxRate,
    publicUrl: app.config.publicUrl,
    linkSecret: app.config.jwtSecret,
    log: request.log,
  });

  app.get(
    '/methods',
    {
      schema: {
        tags,
        description: 'The payment methods for this shipping option and province (card first).',
        querystring: PaymentMethodsQuerySchema,
        response: { 200: PaymentMethodsAnswerSchema, 400: FieldErrorsSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => availableMethods(app.db, request.query.shipping_id, request.query.province),
  );

  app.post(
    '/place-order',
    {
      ...auth,
      schema: {
        tags,
        security,
        description:
          'Places the cart as an order paid later (transferencia, contra_entrega, al_retirar): stock reserved, payment pendiente. Idempotency-Key required.',
        headers: z.looseObject({ 'idempotency-key': z.string().min(1) }),
        body: PlaceOrderBodySchema,
        response: {
          200: MakePaymentResponseSchema,
          400: CheckoutBadRequestSchema,
          402: CheckoutBadRequestSchema,
          404: CheckoutBadRequestSchema,
          409: CheckoutBadRequestSchema,
          422: CheckoutBadRequestSchema,
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'], '');
      const answer = await placeLaterOrder(deps(request), request.userId, key, request.body);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get(
    '/orders/:transaction_id/payment',
    {
      ...auth,
      schema: {
        tags,
        security,
        description: "How to pay the customer's order: accounts, exact amount, reference, status.",
        params: PaymentOrderParamsSchema,
        response: { 200: PaymentInstructionsSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { orderId: _id, ...answer } = await paymentInstructionsOf(
        app.db,
        request.params.transaction_id,
        request.userId,
      );
      return answer;
    },
  );

  app.post(
    '/orders/:transaction_id/receipt',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Sube el comprobante (multipart/form-data, campo "receipt": JPG, PNG o PDF, 5 MB)',
        consumes: ['multipart/form-data'],
        params: PaymentOrderParamsSchema,
        response: {
          200: ReceiptAnswerSchema,
          201: ReceiptAnswerSchema,
          400: FieldErrorsSchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const bytes = await readReceiptUpload(request);
      const tid = request.params.transaction_id;
      const stored = await storeReceipt(app.db, app.config.dataDir, {
        transactionId: tid,
        ownerId: request.userId,
        bytes,
      });
      const { orderId: _id, ...payment } = await paymentInstructionsOf(app.db, tid, request.userId);
      return reply
        .code(stored.created ? 201 : 200)
        .send({ receipt_id: stored.id, created: stored.created, payment });
    },
  );
};
