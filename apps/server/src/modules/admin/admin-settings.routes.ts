import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CertificateUploadBodySchema,
  CertificateUploadResponseSchema,
  DetailBodySchema,
  FieldErrorsSchema,
  IssuerSettingsBodySchema,
  IssuerSettingsResponseSchema,
} from '@shop/contract';
import { getIssuerSettings } from '../invoicing/issuer-settings.service.js';
import { replaceSigningCertificate, updateInvoicingSettings } from './admin-settings.service.js';

const tags = ['admin'];
const security = [{ jwt: [] }];
const refusals = { 401: DetailBodySchema, 403: DetailBodySchema };

/** Shop settings (administrators only): the SRI issuer and its signing certificate. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const administrators = app.requireRole();

  app.get(
    '/settings/invoicing',
    {
      schema: { tags, security, response: { 200: IssuerSettingsResponseSchema, ...refusals } },
      onRequest: administrators,
    },
    async () => getIssuerSettings(app.db),
  );

  app.put(
    '/settings/invoicing',
    {
      schema: {
        tags,
        security,
        body: IssuerSettingsBodySchema,
        response: { 200: IssuerSettingsResponseSchema, 400: FieldErrorsSchema, ...refusals },
      },
      onRequest: administrators,
    },
    async (request) => updateInvoicingSettings(app.db, request.staff!, request.body),
  );

  app.post(
    '/settings/invoicing/certificate',
    {
      schema: {
        tags,
        security,
        body: CertificateUploadBodySchema,
        response: { 200: CertificateUploadResponseSchema, 400: FieldErrorsSchema, ...refusals },
      },
      onRequest: administrators,
    },
    async (request) => replaceSigningCertificate(app.db, request.staff!, request.body),
  );
};
