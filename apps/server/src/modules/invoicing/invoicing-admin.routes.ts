import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminInvoiceResponseSchema,
  CreditNoteFileParamsSchema,
  CreditNoteBodySchema,
  CreditNoteResponseSchema,
  DetailBodySchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  InvoiceBillingBodySchema,
  OrderParamsSchema,
} from '@shop/contract';
import { findInvoiceOfOrder, renderInvoiceRide } from './invoice-files.service.js';
import { requireAdminOrderId } from '../orders/order-history.service.js';
import { documentFile, requireAuthorizedCreditNote } from './credit-notes-view.service.js';
import { sendDocumentFile } from './document-file-route.js';
import { issueAdminCreditNote } from './credit-notes-admin.service.js';
import { submitStaffInvoiceBilling } from './invoice-billing.service.js';
import { adminInvoiceView, resendStaffInvoice } from './invoice-staff.service.js';

const security = [{ jwt: [] }];
const refusals = { 401: DetailBodySchema, 403: DetailBodySchema };

/**
 * The back office's view of an order's SRI invoice (role ventas): its state, lines, notas de
 * crédito, files and the note for staff; "Reenviar al SRI" (ventas, ADR 092); a partial nota de
 * crédito (role administrador, ADR 083).
 */
export const adminInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const sales = app.requireRole('ventas');

  app.get(
    '/orders/:transaction_id/invoice',
    {
      schema: {
        tags: ['admin'],
        security,
        params: OrderParamsSchema,
        response: { 200: AdminInvoiceResponseSchema, 404: ErrorBodySchema, ...refusals },
      },
      onRequest: sales,
    },
    async (request) => {
      const orderId = await requireAdminOrderId(app.db, request.params.transaction_id);
      const invoice = await findInvoiceOfOrder(app.db, orderId);
      if (!invoice) return { invoice: null, lines: [], staff_note: null };
      return adminInvoiceView(app.db, invoice);
    },
  );

  app.get(
    '/orders/:transaction_id/invoice.pdf',
    {
      schema: {
        tags: ['admin'],
        security,
        params: OrderParamsSchema,
        response: { 404: ErrorBodySchema, ...refusals },
      },
      onRequest: sales,
    },
    async (request, reply) => {
      const orderId = await requireAdminOrderId(app.db, request.params.transaction_id);
      const { pdf, filename } = await renderInvoiceRide(app.db, orderId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf as never);
    },
  );

  app.get(
    '/orders/:transaction_id/credit-notes/:note_id/:kind',
    {
      schema: {
        tags: ['admin'],
        security,
        params: CreditNoteFileParamsSchema,
        response: { 404: ErrorBodySchema, ...refusals },
      },
      onRequest: sales,
    },
    async (request, reply) => {
      const { transaction_id, note_id, kind } = request.params;
      const orderId = await requireAdminOrderId(app.db, transaction_id);
      const note = await requireAuthorizedCreditNote(app.db, orderId, note_id);
      return sendDocumentFile(reply, await documentFile(note, kind));
    },
  );

  app.post(
    '/orders/:transaction_id/invoice/billing',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: "The buyer's data for an invoice waiting for them (pending_data); audited",
        params: OrderParamsSchema,
        body: InvoiceBillingBodySchema,
        response: {
          200: AdminInvoiceResponseSchema,
          400: z.union([FieldErrorsSchema, DetailBodySchema]),
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...refusals,
        },
      },
      onRequest: sales,
    },
    async (request) =>
      submitStaffInvoiceBilling(
        app.db,
        request.staff!,
        request.params.transaction_id,
        request.body.billing,
      ),
  );

  app.post(
    '/orders/:transaction_id/invoice/resend',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Sends a factura the SRI returned or did not authorize again (ADR 092); audited',
        params: OrderParamsSchema,
        response: {
          200: AdminInvoiceResponseSchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...refusals,
        },
      },
      onRequest: sales,
    },
    async (request) => resendStaffInvoice(app.db, request.staff!, request.params.transaction_id),
  );

  app.post(
    '/orders/:transaction_id/credit-notes',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'A nota de crédito of chosen invoice lines (Idempotency-Key: a replay answers it)',
        params: OrderParamsSchema,
        headers: z.looseObject({ 'idempotency-key': z.string().max(255).optional() }),
        body: CreditNoteBodySchema,
        response: {
          200: CreditNoteResponseSchema,
          201: CreditNoteResponseSchema,
          400: z.union([FieldErrorsSchema, DetailBodySchema]),
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...refusals,
        },
      },
      onRequest: app.requireRole('administrador'),
    },
    async (request, reply) => {
      const { note, created } = await issueAdminCreditNote(app.db, request.staff!, {
        transactionId: request.params.transaction_id,
        body: request.body,
        requestKey: request.headers['idempotency-key'] || undefined,
      });
      return reply.code(created ? 201 : 200).send({ credit_note: note });
    },
  );
};
