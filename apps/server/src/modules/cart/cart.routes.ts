import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartItemTotalResponseSchema,
  CartProductBodySchema,
  CartResponseSchema,
  CartTotalResponseSchema,
  EmptyCartResponseSchema,
  ErrorBodySchema,
  SynchCartBodySchema,
  SynchCartResponseSchema,
  UpdateCartItemBodySchema,
} from '@shop/contract';
import {
  addCartItem,
  countCartItems,
  emptyCart,
  getCartTotals,
  listCart,
  removeCartItem,
  syncGuestCart,
  updateCartItem,
} from './cart.service.js';

const errors = { 404: ErrorBodySchema, 409: ErrorBodySchema };

/** The signed-in customer's cart; every call is scoped to the token's user. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireUser };
  const tags = ['cart'];
  const security = [{ jwt: [] }];

  app.get(
    '/cart-items',
    { ...auth, schema: { tags, security, response: { 200: CartResponseSchema } } },
    async (request) => ({
      cart: await listCart(app.db, request.userId),
    }),
  );

  app.get(
    '/get-total',
    { ...auth, schema: { tags, security, response: { 200: CartTotalResponseSchema } } },
    (request) => getCartTotals(app.db, request.userId),
  );

  app.get(
    '/get-item-total',
    { ...auth, schema: { tags, security, response: { 200: CartItemTotalResponseSchema } } },
    async (request) => ({ total_items: await countCartItems(app.db, request.userId) }),
  );

  app.post(
    '/add-item',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: CartProductBodySchema,
        response: { 201: CartResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await addCartItem(app.db, request.userId, request.body.product_id);
      return reply.code(201).send({ cart: await listCart(app.db, request.userId) });
    },
  );

  app.put(
    '/update-item',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: UpdateCartItemBodySchema,
        response: { 200: CartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { product_id, count } = request.body;
      await updateCartItem(app.db, request.userId, product_id, count);
      return { cart: await listCart(app.db, request.userId) };
    },
  );

  app.delete(
    '/remove-item',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: CartProductBodySchema,
        response: { 200: CartResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeCartItem(app.db, request.userId, request.body.product_id);
      return { cart: await listCart(app.db, request.userId) };
    },
  );

  app.delete(
    '/empty-cart',
    { ...auth, schema: { tags, security, response: { 200: EmptyCartResponseSchema } } },
    async (request) => {
      await emptyCart(app.db, request.userId);
      return { success: 'Cart emptied successfully' as const };
    },
  );

  app.put(
    '/synch',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: SynchCartBodySchema,
        response: { 201: SynchCartResponseSchema },
      },
    },
    async (request, reply) => {
      await syncGuestCart(app.db, request.userId, request.body.cart_items);
      return reply.code(201).send({ success: 'Cart Synchronized' as const });
    },
  );
};
