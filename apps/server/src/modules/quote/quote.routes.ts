import { FieldErrorsSchema, QuotePdfBodySchema, ShopInfoSchema } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createQuote, getShopInfo } from './quote.service.js';

/** The shop's public details (WhatsApp) and the cart's quote PDF: open to anyone (ADR 038). */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop/info',
    { schema: { tags: ['tienda'], response: { 200: ShopInfoSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return getShopInfo(app.config);
    },
  );

  app.post(
    '/quote/pdf',
    {
      schema: {
        tags: ['tienda'],
        body: QuotePdfBodySchema,
        produces: ['application/pdf'],
        response: {
          200: z.any().describe('The quote as a PDF (cotizacion-COT-YYYYMMDD-XXXX.pdf)'),
          400: FieldErrorsSchema,
        },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await createQuote(app.db, app.config, request.body);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="cotizacion-${number}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
