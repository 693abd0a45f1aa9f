import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBrandBodySchema,
  AdminBrandSchema,
  AdminBrandsResponseSchema,
  AdminCategoriesResponseSchema,
  AdminCategoryBodySchema,
  AdminCategoryPatchSchema,
  AdminCategorySchema,
  BRAND_LOGO_MAX_BYTES,
  ErrorBodySchema,
  FieldErrorsSchema,
  IdParamsSchema,
  TAXONOMY_ERRORS,
} from '@shop/contract';
import { AppError } from '../../../lib/app-error.js';
import {
  adminRefusals,
  adminSecurity,
  adminTags,
  createSchema,
  deleteSchema,
  listSchema,
  patchSchema,
} from '../../../lib/admin-route-schemas.js';
import {
  addBrand,
  deleteBrand,
  editBrand,
  listBrands,
  uploadBrandLogo,
} from './brand-admin.service.js';
import {
  addCategory,
  deleteCategory,
  editCategory,
  listCategories,
} from './category-admin.service.js';

/** The uploaded `logo` file, or null when the request carries none; too large is a 400. */
async function readLogo(request: FastifyRequest): Promise<Buffer | null> {
  try {
    const file = await request.file();
    return file ? await file.toBuffer() : null;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw AppError.field('logo', TAXONOMY_ERRORS.logoTooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_FILES_LIMIT')
      throw AppError.field('logo', TAXONOMY_ERRORS.logoMissing);
    throw err;
  }
}

/**
 * /api/admin/categories and /brands (bodega); administrador always passes. Registered by app.ts
 * under /api/admin.
 */
export const adminTaxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const warehouse = app.requireRole('bodega');
  // Uploads only in this plugin: one file of at most 2 MB (the logo), nothing else.
  await app.register(multipart, {
    limits: { fileSize: BRAND_LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  // --- Categories -------------------------------------------------------------------------------

  app.get(
    '/categories',
    { schema: listSchema(AdminCategoriesResponseSchema), onRequest: warehouse },
    async () => listCategories(app.db),
  );

  app.post(
    '/categories',
    { schema: createSchema(AdminCategoryBodySchema, AdminCategorySchema), onRequest: warehouse },
    async (request, reply) =>
      reply.code(201).send(await addCategory(app.db, request.staff!, request.body)),
  );

  app.patch(
    '/categories/:id',
    { schema: patchSchema(AdminCategoryPatchSchema, AdminCategorySchema), onRequest: warehouse },
    async (request) => editCategory(app.db, request.staff!, request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    { schema: deleteSchema(), onRequest: warehouse },
    async (request, reply) => {
      await deleteCategory(app.db, request.staff!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // --- Brands -----------------------------------------------------------------------------------

  app.get(
    '/brands',
    { schema: listSchema(AdminBrandsResponseSchema), onRequest: warehouse },
    async () => listBrands(app.db),
  );

  app.post(
    '/brands',
    { schema: createSchema(AdminBrandBodySchema, AdminBrandSchema), onRequest: warehouse },
    async (request, reply) =>
      reply.code(201).send(await addBrand(app.db, request.staff!, request.body)),
  );

  app.patch(
    '/brands/:id',
    { schema: patchSchema(AdminBrandBodySchema, AdminBrandSchema), onRequest: warehouse },
    async (request) => editBrand(app.db, request.staff!, request.params.id, request.body),
  );

  app.delete(
    '/brands/:id',
    { schema: deleteSchema(), onRequest: warehouse },
    async (request, reply) => {
      await deleteBrand(app.db, request.staff!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/brands/:id/logo',
    {
      schema: {
        tags: adminTags,
        security: adminSecurity,
        description:
          'multipart/form-data with one file field `logo`: PNG, JPEG or WebP up to 2 MB, stored as a 480x240 WebP without metadata.',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: {
          200: AdminBrandSchema,
          400: FieldErrorsSchema,
          404: ErrorBodySchema,
          ...adminRefusals,
        },
      },
      onRequest: warehouse,
    },
    async (request) =>
      uploadBrandLogo(
        app.db,
        app.config.mediaDir,
        request.staff!,
        request.params.id,
        await readLogo(request),
      ),
  );
};
