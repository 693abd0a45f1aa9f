import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PRODUCT_ERRORS,
  AdminProductCreateSchema,
  AdminProductImageOrderSchema,
  AdminProductImageParamsSchema,
  AdminProductOptionsSchema,
  AdminProductPatchSchema,
  AdminProductSchema,
  AdminProductsQuerySchema,
  AdminProductsResponseSchema,
  DetailBodySchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  IdParamsSchema,
  PRODUCT_IMAGE_MAX_BYTES,
} from '@shop/contract';
import { AppError } from '../../../lib/app-error.js';
import {
  createProduct,
  deleteProductImage,
  getAdminProduct,
  listAdminProducts,
  listProductOptions,
  orderProductImages,
  updateProduct,
  uploadProductImage,
} from './products-back-office.service.js';

const security = [{ jwt: [] }];
const refusals = { 401: DetailBodySchema, 403: DetailBodySchema };
const tags = ['admin'];

/** The back office's products under /api/admin/products (role bodega; issue 11, ADR 032). */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const warehouse = app.requireRole('bodega');
  // Uploads only here: one file of at most 10 MB (one byte more tells us it was too big).
  await app.register(multipart, {
    limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
  });

  app.get(
    '/products',
    {
      schema: {
        tags,
        security,
        querystring: AdminProductsQuerySchema,
        response: { 200: AdminProductsResponseSchema, 400: FieldErrorsSchema, ...refusals },
      },
      onRequest: warehouse,
    },
    async (request) => listAdminProducts(app.db, request.query),
  );

  app.get(
    '/products/options',
    {
      schema: { tags, security, response: { 200: AdminProductOptionsSchema, ...refusals } },
      onRequest: warehouse,
    },
    async () => listProductOptions(app.db),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: AdminProductSchema, 404: ErrorBodySchema, ...refusals },
      },
      onRequest: warehouse,
    },
    async (request) => getAdminProduct(app.db, request.params.id),
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        security,
        body: AdminProductCreateSchema,
        response: { 201: AdminProductSchema, 400: FieldErrorsSchema, ...refusals },
      },
      onRequest: warehouse,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createProduct(app.db, request.staff!, app.config.mediaDir, request.body)),
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: AdminProductPatchSchema,
        response: {
          200: AdminProductSchema,
          400: FieldErrorsSchema,
          404: ErrorBodySchema,
          ...refusals,
        },
      },
      onRequest: warehouse,
    },
    async (request) => updateProduct(app.db, request.staff!, request.params.id, request.body),
  );

  app.post(
    '/products/:id/images',
    {
      schema: {
        tags,
        security,
        summary: 'Sube una imagen (multipart/form-data, campo "image": JPEG, PNG o WebP, 10 MB)',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: {
          200: AdminProductSchema,
          400: FieldErrorsSchema,
          404: ErrorBodySchema,
          ...refusals,
        },
      },
      onRequest: warehouse,
    },
    async (request) => {
      const data = await readUpload(request);
      return uploadProductImage(
        app.db,
        request.staff!,
        app.config.mediaDir,
        request.params.id,
        data,
      );
    },
  );

  app.delete(
    '/products/:id/images/:imageId',
    {
      schema: {
        tags,
        security,
        params: AdminProductImageParamsSchema,
        response: { 200: AdminProductSchema, 404: ErrorBodySchema, ...refusals },
      },
      onRequest: warehouse,
    },
    async (request) =>
      deleteProductImage(
        app.db,
        request.staff!,
        app.config.mediaDir,
        request.params.id,
        request.params.imageId,
      ),
  );

  app.put(
    '/products/:id/images/order',
    {
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: AdminProductImageOrderSchema,
        response: {
          200: AdminProductSchema,
          400: FieldErrorsSchema,
          404: ErrorBodySchema,
          ...refusals,
        },
      },
      onRequest: warehouse,
    },
    async (request) =>
      orderProductImages(app.db, request.staff!, request.params.id, request.body.ids),
  );
};

/** The one uploaded file's bytes; a missing, non-multipart or oversized upload is a 400. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.field('image', ADMIN_PRODUCT_ERRORS.noFile);
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'image' && !data) data = bytes;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw AppError.field('image', ADMIN_PRODUCT_ERRORS.tooLarge);
    if (code?.startsWith('FST_')) throw AppError.field('image', ADMIN_PRODUCT_ERRORS.noFile);
    throw err;
  }
  if (!data || data.length === 0) throw AppError.field('image', ADMIN_PRODUCT_ERRORS.noFile);
  if (data.length > PRODUCT_IMAGE_MAX_BYTES)
    throw AppError.field('image', ADMIN_PRODUCT_ERRORS.tooLarge);
  return data;
}
