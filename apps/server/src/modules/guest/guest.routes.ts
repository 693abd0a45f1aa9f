import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreditNoteFileParamsSchema,
  DetailBodySchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  GuestClaimBodySchema,
  GuestOrderParamsSchema,
  GuestOrderQuerySchema,
  GuestSessionBodySchema,
  GuestSessionSchema,
  InvoiceBillingBodySchema,
  InvoiceResponseSchema,
  InvoiceSummarySchema,
  OrderResponseSchema,
  PaymentInstructionsSchema,
  RECEIPT_MAX_BYTES,
  ReceiptAnswerSchema,
  TokenPairSchema,
} from '@shop/contract';
import multipart from '@fastify/multipart';
import { readReceiptUpload } from '../checkout/later/later-payments.service.js';
import { GUEST_LIMITS } from './guest-limits.js';
import {
  claimOrderAccount,
  getLinkedDocumentFile,
  getLinkedInvoice,
  getLinkedOrder,
  getLinkedPayment,
  getLinkedRide,
  startGuestCheckout,
  submitLinkedInvoiceBilling,
  uploadLinkedReceipt,
} from './guest.service.js';

const tags = ['guest'];

/** Sends a RIDE or an XML of the order link as a download. */
function sendFile(
  reply: FastifyReply,
  file: { body: Buffer | string; contentType: string; filename: string },
) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.body);
}
const badRequest = z.union([FieldErrorsSchema, DetailBodySchema]);
const throttled = { 429: DetailBodySchema };

/** Guest checkout (ADR 028) under /api/guest: the session, the private order link, the claim. */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = () => app.config.jwtSecret;
  await app.register(multipart, {
    limits: { fileSize: RECEIPT_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/checkout-session',
    {
      schema: {
        tags,
        summary: 'A guest checkout token for this e-mail (409 when a real account has it)',
        body: GuestSessionBodySchema,
        response: { 201: GuestSessionSchema, 400: badRequest, 409: ErrorBodySchema, ...throttled },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.consume(GUEST_LIMITS.sessionsPerIp, request.ip);
      await app.rateLimiter.consume(
        GUEST_LIMITS.sessionsPerEmail,
        request.body.email.toLowerCase(),
      );
      const session = await startGuestCheckout(app.db, secret(), request.body.email);
      return reply.code(201).send(session);
    },
  );

  app.get(
    '/orders/:transaction_id',
    {
      schema: {
        tags,
        summary: "A guest's order through the private link of its confirmation e-mail",
        params: GuestOrderParamsSchema,
        querystring: GuestOrderQuerySchema,
        response: { 200: OrderResponseSchema, 400: badRequest, 404: ErrorBodySchema, ...throttled },
      },
    },
    async (request) => {
      await app.rateLimiter.consume(GUEST_LIMITS.orderLinksPerIp, request.ip);
      const { transaction_id } = request.params;
      return { order: await getLinkedOrder(app.db, secret(), transaction_id, request.query.token) };
    },
  );

  // The order link also shows the order's SRI invoice, and downloads its RIDE once authorized.
  const invoiceRoute = {
    tags,
    params: GuestOrderParamsSchema,
    querystring: GuestOrderQuerySchema,
  };
  app.get(
    '/orders/:transaction_id/invoice',
    {
      schema: {
        ...invoiceRoute,
        summary: "The SRI invoice of a guest's order (null while there is none)",
        response: {
          200: z.object({ invoice: InvoiceSummarySchema.nullable() }),
          400: badRequest,
          404: ErrorBodySchema,
          ...throttled,
        },
      },
    },
    async (request) => {
      await app.rateLimiter.consume(GUEST_LIMITS.orderLinksPerIp, request.ip);
      const { transaction_id } = request.params;
      return {
        invoice: await getLinkedInvoice(app.db, secret(), transaction_id, request.query.token),
      };
    },
  );

  app.post(
    '/orders/:transaction_id/invoice/billing',
    {
      schema: {
        ...invoiceRoute,
        summary: "The buyer's data for a guest's invoice waiting for them (pending_data)",
        body: InvoiceBillingBodySchema,
        response: {
          200: InvoiceResponseSchema,
          400: badRequest,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...throttled,
        },
      },
    },
    async (request) => {
      await app.rateLimiter.consume(GUEST_LIMITS.orderLinksPerIp, request.ip);
      const link = { transactionId: request.params.transaction_id, token: request.query.token };
      return submitLinkedInvoiceBilling(app.db, secret(), link, request.body.billing);
    },
  );

  app.get(
    '/orders/:transaction_id/invoice.pdf',
    { schema: { ...invoiceRoute, summary: "The RIDE (PDF) of a guest's authorized invoice" } },
    async (request, reply) => {
      await app.rateLimiter.consume(GUEST_LIMITS.orderLinksPerIp, request.ip);
      const { transaction_id } = request.params;
      const { pdf, filename } = await getLinkedRide(
        app.db,
        secret(),
        transaction_id,
        request.query.token,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  // The factura's XML and the notas de crédito's RIDE and XML through the same link (ADR 083).
  app.get(
    '/orders/:transaction_id/invoice.xml',
    { schema: { ...invoiceRoute, summary: "The authorized XML of a guest's invoice" } },
    async (request, reply) => {
      await app.rateLimiter.consume(GUEST_LIMITS.orderLinksPerIp, request.ip);
      const link = { transactionId: request.params.transaction_id, token: request.query.token };
      const file = await getLinkedDocumentFile(app.db, secret(), link, { kind: 'xml' });
      return sendFile(reply, file);
    },
  );
  app.get(
    '/orders/:transaction_id/credit-notes/:note_id/:kind',
    {
      schema: {
        tags,
        params: CreditNoteFileParamsSchema,
        querystring: GuestOrderQuerySchema,
        summary: "A guest's authorized nota de crédito (RIDE or XML)",
      },
    },
    async (request, reply) => {
      await app.rateLimiter.consume(GUEST_LIMITS.orderLinksPerIp, request.ip);
      const { transaction_id, note_id, kind } = request.params;
      const link = { transactionId: transaction_id, token: request.query.token };
      const file = await getLinkedDocumentFile(app.db, secret(), link, { noteId: note_id, kind });
      return sendFile(reply, file);
    },
  );

  app.post(
    '/claim',
    {
      schema: {
        tags,
        summary: "Turns the order link's guest into an account with this password, and signs in",
        body: GuestClaimBodySchema,
        response: {
          200: TokenPairSchema,
          400: badRequest,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...throttled,
        },
      },
    },
    async (request) => {
      await app.rateLimiter.consume(GUEST_LIMITS.claimsPerIp, request.ip);
      return claimOrderAccount(app.db, secret(), request.body);
    },
  );

  // Payment paid later (issue 31): how to pay, and the transfer receipt, through the link.
  app.get(
    '/orders/:transaction_id/payment',
    {
      schema: {
        ...invoiceRoute,
        summary: "How to pay a guest's order (accounts, amount, reference, status)",
        response: {
          200: PaymentInstructionsSchema,
          400: badRequest,
          404: ErrorBodySchema,
          ...throttled,
        },
      },
    },
    async (request) => {
      await app.rateLimiter.consume(GUEST_LIMITS.orderLinksPerIp, request.ip);
      const { transaction_id } = request.params;
      return getLinkedPayment(app.db, secret(), transaction_id, request.query.token);
    },
  );

  app.post(
    '/orders/:transaction_id/receipt',
    {
      schema: {
        ...invoiceRoute,
        summary:
          'Sube el comprobante por el enlace del pedido (campo "receipt": JPG, PNG o PDF, 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: ReceiptAnswerSchema,
          201: ReceiptAnswerSchema,
          400: badRequest,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...throttled,
        },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.consume(GUEST_LIMITS.orderLinksPerIp, request.ip);
      const bytes = await readReceiptUpload(request);
      const stored = await uploadLinkedReceipt(app.db, app.config.dataDir, secret(), {
        transactionId: request.params.transaction_id,
        token: request.query.token,
        bytes,
      });
      return reply
        .code(stored.created ? 201 : 200)
        .send({ receipt_id: stored.id, created: stored.created, payment: stored.payment });
    },
  );
};
