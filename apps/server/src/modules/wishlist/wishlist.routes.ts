import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  SynchWishlistBodySchema,
  WishlistItemTotalResponseSchema,
  WishlistProductBodySchema,
  WishlistResponseSchema,
} from '@shop/contract';
import {
  addWishlistItem,
  countWishlistItems,
  listWishlist,
  parseProductId,
  removeWishlistItem,
  syncGuestWishlist,
} from './wishlist.service.js';

const errors = { 404: ErrorBodySchema, 409: ErrorBodySchema };

/** The family's wishlist of the signed-in customer; every call is scoped to the token's user. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireUser };
  const tags = ['wishlist'];
  const security = [{ jwt: [] }];

  app.get(
    '/wishlist-items',
    { ...auth, schema: { tags, security, response: { 200: WishlistResponseSchema } } },
    async (request) => ({ wishlist: await listWishlist(app.db, request.userId) }),
  );

  app.get(
    '/get-item-total',
    { ...auth, schema: { tags, security, response: { 200: WishlistItemTotalResponseSchema } } },
    async (request) => ({ total_items: await countWishlistItems(app.db, request.userId) }),
  );

  app.post(
    '/add-item',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: WishlistProductBodySchema,
        response: { 201: WishlistResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await addWishlistItem(app.db, request.userId, parseProductId(request.body.product_id));
      return reply.code(201).send({ wishlist: await listWishlist(app.db, request.userId) });
    },
  );

  app.delete(
    '/remove-item',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: WishlistProductBodySchema,
        response: { 200: WishlistResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeWishlistItem(app.db, request.userId, parseProductId(request.body.product_id));
      return { wishlist: await listWishlist(app.db, request.userId) };
    },
  );

  app.put(
    '/synch',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: SynchWishlistBodySchema,
        response: { 200: WishlistResponseSchema },
      },
    },
    async (request) => {
      await syncGuestWishlist(app.db, request.userId, request.body.product_ids);
      return { wishlist: await listWishlist(app.db, request.userId) };
    },
  );
};
