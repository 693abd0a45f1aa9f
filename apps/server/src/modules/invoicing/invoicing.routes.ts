import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreditNoteFileParamsSchema,
  DetailBodySchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  InvoiceBillingBodySchema,
  InvoiceResponseSchema,
  OrderParamsSchema,
} from '@shop/contract';
import { documentNumber } from './invoice-xml.js';
import { requireOrderId } from '../orders/orders.service.js';
import {
  authorizedXml,
  findInvoiceOfOrder,
  requireAuthorizedInvoice,
  ridePdfOf,
} from './invoice-files.service.js';
import { INVOICING_MESSAGES } from './invoicing-messages.js';
import { AppError } from '../../lib/app-error.js';
import { issuedDocument } from './invoice-document.js';
import {
  documentFile,
  invoiceSummaryWithNotes,
  requireAuthorizedCreditNote,
} from './credit-notes-view.service.js';
import { sendDocumentFile } from './document-file-route.js';
import { submitOwnInvoiceBilling } from './invoice-billing.service.js';

/** The customer's SRI invoice of an order: its state, the RIDE (PDF) and the authorized XML. */
export const invoicingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:transaction_id/invoice',
    {
      schema: {
        tags: ['invoicing'],
        security: [{ jwt: [] }],
        params: OrderParamsSchema,
        response: { 200: InvoiceResponseSchema, 404: ErrorBodySchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const orderId = await requireOrderId(app.db, request.userId, request.params.transaction_id);
      const invoice = await findInvoiceOfOrder(app.db, orderId);
      if (!invoice) throw AppError.of('not_found', INVOICING_MESSAGES.noInvoice);
      return { invoice: await invoiceSummaryWithNotes(app.db, invoice) };
    },
  );

  app.post(
    '/orders/:transaction_id/invoice/billing',
    {
      schema: {
        tags: ['invoicing'],
        security: [{ jwt: [] }],
        summary: "The buyer's data for an invoice waiting for them (pending_data): numbers it",
        params: OrderParamsSchema,
        body: InvoiceBillingBodySchema,
        response: {
          200: InvoiceResponseSchema,
          400: z.union([FieldErrorsSchema, DetailBodySchema]),
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      submitOwnInvoiceBilling(
        app.db,
        request.userId,
        request.params.transaction_id,
        request.body.billing,
      ),
  );

  // The RIDE and the authorized XML: the order's owner only, once the SRI authorized it.
  const fileRoute = {
    schema: { tags: ['invoicing'], security: [{ jwt: [] }], params: OrderParamsSchema },
    preHandler: app.requireUser,
  };
  const ownInvoice = (userId: number, transactionId: string) =>
    requireAuthorizedInvoice(app.db, userId, transactionId);

  app.get('/orders/:transaction_id/invoice.pdf', fileRoute, async (request, reply) => {
    const invoice = await ownInvoice(request.userId, request.params.transaction_id);
    const { pdf, filename } = await ridePdfOf(invoice);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(pdf);
  });

  app.get('/orders/:transaction_id/invoice.xml', fileRoute, async (request, reply) => {
    const invoice = await ownInvoice(request.userId, request.params.transaction_id);
    const document = issuedDocument(invoice);
    return reply
      .type('application/xml; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="factura-${documentNumber(document)}.xml"`,
      )
      .send(authorizedXml(invoice));
  });

  // A nota de crédito's RIDE or XML: the order's owner only, once authorized.
  app.get(
    '/orders/:transaction_id/credit-notes/:note_id/:kind',
    {
      schema: { tags: ['invoicing'], security: [{ jwt: [] }], params: CreditNoteFileParamsSchema },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { transaction_id, note_id, kind } = request.params;
      const orderId = await requireOrderId(app.db, request.userId, transaction_id);
      const note = await requireAuthorizedCreditNote(app.db, orderId, note_id);
      return sendDocumentFile(reply, await documentFile(note, kind));
    },
  );
};
