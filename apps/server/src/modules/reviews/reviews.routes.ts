import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  FilterReviewsBodySchema,
  FilterReviewsQuerySchema,
  MyReviewResponseSchema,
  ProductIdParamsSchema,
  RatingSummarySchema,
  RatingsQuerySchema,
  RatingsResponseSchema,
  ReviewBodySchema,
  ReviewsResponseSchema,
  ReviewWithListResponseSchema,
} from '@shop/contract';
import {
  createReview,
  deleteReview,
  filterReviews,
  getMyReview,
  getRatings,
  getRatingSummary,
  listReviews,
  parseProductIdParam,
  parseReviewInput,
  updateReview,
} from './reviews.service.js';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/** The family's product reviews; reading is public, writing is the signed-in customer's own. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireUser };
  const tags = ['reviews'];
  const security = [{ jwt: [] }];
  const params = ProductIdParamsSchema;

  app.get(
    '/get-reviews/:productId',
    { schema: { tags, params, response: { 200: ReviewsResponseSchema, ...errors } } },
    async (request) => ({
      reviews: await listReviews(app.db, parseProductIdParam(request.params.productId)),
    }),
  );

  app.get(
    '/get-review/:productId',
    {
      ...auth,
      schema: { tags, security, params, response: { 200: MyReviewResponseSchema, ...errors } },
    },
    async (request) => {
      const productId = parseProductIdParam(request.params.productId);
      return { review: (await getMyReview(app.db, request.userId, productId)) ?? {} };
    },
  );

  app.post(
    '/create-review/:productId',
    {
      ...auth,
      schema: {
        tags,
        security,
        params,
        body: ReviewBodySchema,
        response: { 201: ReviewWithListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const input = parseReviewInput(request.body);
      const productId = parseProductIdParam(request.params.productId);
      const result = await createReview(app.db, request.userId, productId, input);
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/update-review/:productId',
    {
      ...auth,
      schema: {
        tags,
        security,
        params,
        body: ReviewBodySchema,
        response: { 200: ReviewWithListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const productId = parseProductIdParam(request.params.productId);
      const input = parseReviewInput(request.body);
      return updateReview(app.db, request.userId, productId, input);
    },
  );

  app.delete(
    '/delete-review/:productId',
    {
      ...auth,
      schema: { tags, security, params, response: { 200: ReviewsResponseSchema, ...errors } },
    },
    async (request) => ({
      reviews: await deleteReview(
        app.db,
        request.userId,
        parseProductIdParam(request.params.productId),
      ),
    }),
  );

  // The family's view answers GET ?rating=; POST (with the rating in the query or the body) too.
  app.get(
    '/filter-reviews/:productId',
    {
      schema: {
        tags,
        params,
        querystring: FilterReviewsQuerySchema,
        response: { 200: ReviewsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const productId = parseProductIdParam(request.params.productId);
      return { reviews: await filterReviews(app.db, productId, request.query.rating) };
    },
  );

  app.post(
    '/filter-reviews/:productId',
    {
      schema: {
        tags,
        params,
        querystring: FilterReviewsQuerySchema,
        body: FilterReviewsBodySchema,
        response: { 200: ReviewsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const productId = parseProductIdParam(request.params.productId);
      const rating = request.query.rating ?? request.body?.rating;
      return { reviews: await filterReviews(app.db, productId, rating) };
    },
  );

  // Ours: what the product page and the cards show.
  app.get(
    '/summary/:productId',
    { schema: { tags, params, response: { 200: RatingSummarySchema, ...errors } } },
    async (request) => {
      const productId = parseProductIdParam(request.params.productId);
      return getRatingSummary(app.db, productId);
    },
  );

  app.get(
    '/ratings',
    { schema: { tags, querystring: RatingsQuerySchema, response: { 200: RatingsResponseSchema } } },
    async (request) => getRatings(app.db, request.query.product_ids.split(',').map(Number)),
  );
};
