import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressIdParamsSchema,
  DetailBodySchema,
  ErrorBodySchema,
  FieldErrorsSchema,
  ProfileResponseSchema,
  SavedAddressBodySchema,
  SavedAddressListSchema,
  SavedAddressResponseSchema,
  UpdateProfileBodySchema,
} from '@shop/contract';
import { z } from 'zod';
import {
  createAddress,
  listAddresses,
  removeAddress,
  replaceAddress,
} from './addresses.service.js';
import { getProfile, updateProfile } from './profile.service.js';

/** The family's user profile: the signed-in user's address and phone. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireUser };
  const tags = ['profile'];
  const security = [{ jwt: [] }];

  app.get(
    '/user',
    { ...auth, schema: { tags, security, response: { 200: ProfileResponseSchema } } },
    async (request) => ({ profile: await getProfile(app.db, request.userId) }),
  );

  app.put(
    '/update',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: UpdateProfileBodySchema,
        response: { 200: ProfileResponseSchema },
      },
    },
    async (request) => ({ profile: await updateProfile(app.db, request.userId, request.body) }),
  );

  // Saved delivery addresses (ADR 038): the checkout prefills from the default one.
  const unauthorized = { 401: DetailBodySchema };
  app.get(
    '/addresses',
    {
      ...auth,
      schema: { tags, security, response: { 200: SavedAddressListSchema, ...unauthorized } },
    },
    async (request) => ({ addresses: await listAddresses(app.db, request.userId) }),
  );

  app.post(
    '/addresses',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: SavedAddressBodySchema,
        response: { 201: SavedAddressResponseSchema, 400: FieldErrorsSchema, ...unauthorized },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ address: await createAddress(app.db, request.userId, request.body) }),
  );

  app.put(
    '/addresses/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: AddressIdParamsSchema,
        body: SavedAddressBodySchema,
        response: {
          200: SavedAddressResponseSchema,
          400: FieldErrorsSchema,
          404: ErrorBodySchema,
          ...unauthorized,
        },
      },
    },
    async (request) => ({
      address: await replaceAddress(app.db, request.userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/addresses/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: AddressIdParamsSchema,
        response: { 204: z.null().describe('No Content'), 404: ErrorBodySchema, ...unauthorized },
      },
    },
    async (request, reply) => {
      await removeAddress(app.db, request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
