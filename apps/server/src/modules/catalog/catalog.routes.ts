import { randomBytes } from 'node:crypto';
import {
  BrandListResponseSchema,
  CategoriesResponseSchema,
  CsrfTokenResponseSchema,
  FilteredProductsResponseSchema,
  FilterProductsBodySchema,
  GetProductsQuerySchema,
  IdParamsSchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  RelatedProductsResponseSchema,
  SearchProductsBodySchema,
  SearchProductsResponseSchema,
  SuggestQuerySchema,
  SuggestResponseSchema,
} from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { createYieldingLane } from '../../lib/yielding-lane.js';
import { createProductSheet } from '../pdf/pdf.service.js';
import { createCatalogCache } from './catalog-cache.js';
import {
  filterProducts,
  listBrands,
  listCategoryTree,
  listProducts,
  listRelatedProducts,
  requireProduct,
  requireProductDetail,
  toFilterInput,
} from './catalog.service.js';
import type { CachedAnswer } from './response-cache.js';
import {
  searchCacheKey,
  searchProducts,
  suggestCacheKey,
  suggestProducts,
} from './search/search.service.js';

const tags = ['catálogo'];

/** Checks an answer against its contract schema once, when it is built, and serializes it. */
const serialize = <S extends z.ZodType>(schema: S, data: z.input<S>) =>
  JSON.stringify(schema.parse(data));

/** A cached JSON answer, with its ETag; a matching If-None-Match gets a 304. */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.headers({ etag: answer.etag, 'cache-control': 'no-cache' });
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** The public catalogue: categories, lists, product, related, filter, search, suggest, PDF. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = await createCatalogCache(app);
  const cap = app.config.listCap;
  // Typed suggestions yield to every other request (ADR 050): the web app asks on each pause
  // in typing, and a flood of them must not slow a page load.
  const typing = createYieldingLane();

  app.get(
    '/category/categories',
    { schema: { tags, response: { 200: CategoriesResponseSchema } } },
    async (request, reply) => {
      const answer = await cache.get('categories', async () =>
        serialize(CategoriesResponseSchema, { categories: await listCategoryTree(app.db) }),
      );
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/product/get-products',
    {
      schema: {
        tags,
        querystring: GetProductsQuerySchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await cache.get(`products:${JSON.stringify(request.query)}`, async () =>
        serialize(ProductListResponseSchema, await listProducts(app.db, request.query, cap)),
      );
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/product/product/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: ProductResponseSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const answer = await cache.get(`product:${id}`, async () =>
        serialize(ProductResponseSchema, { product: await requireProductDetail(app.db, id) }),
      );
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/product/related/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: RelatedProductsResponseSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const answer = await cache.get(`related:${id}`, async () =>
        serialize(RelatedProductsResponseSchema, {
          related_products: await listRelatedProducts(app.db, id),
        }),
      );
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/product/brands',
    { schema: { tags, response: { 200: BrandListResponseSchema } } },
    async (request, reply) => {
      const answer = await cache.get('brands', async () =>
        serialize(BrandListResponseSchema, await listBrands(app.db)),
      );
      return sendCached(request, reply, answer);
    },
  );

  app.post(
    '/product/by/search',
    {
      schema: {
        tags,
        body: FilterProductsBodySchema,
        response: { 200: FilteredProductsResponseSchema },
      },
    },
    async (request, reply) => {
      const filter = toFilterInput(request.body);
      const answer = await cache.get(`filter:${JSON.stringify(filter)}`, async () =>
        serialize(FilteredProductsResponseSchema, await filterProducts(app.db, filter, cap)),
      );
      return sendCached(request, reply, answer);
    },
  );

  app.post(
    '/product/search',
    {
      schema: {
        tags,
        body: SearchProductsBodySchema,
        response: { 200: SearchProductsResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await cache.get(`search:${searchCacheKey(request.body)}`, async () =>
        serialize(SearchProductsResponseSchema, await searchProducts(app.db, request.body, cap)),
      );
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/product/suggest',
    {
      schema: { tags, querystring: SuggestQuerySchema, response: { 200: SuggestResponseSchema } },
      onRequest: (_request, _reply, done) => typing.enter(done),
    },
    async (request, reply) => {
      const { q, limit } = request.query;
      const answer = await cache.get(
        `suggest:${suggestCacheKey(q, limit)}`,
        async () =>
          serialize(SuggestResponseSchema, {
            suggestions: await suggestProducts(app.db, q, limit),
          }),
        { readYourWrites: false },
      );
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/product/product/:id/pdf',
    { schema: { tags, params: IdParamsSchema, produces: ['application/pdf'] } },
    async (request, reply) => {
      const product = await requireProduct(app.db, request.params.id);
      const pdf = await createProductSheet(product, app.config, request.log);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="product-info.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/csrf-token',
    { schema: { tags, response: { 200: CsrfTokenResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { csrfToken: randomBytes(48).toString('base64url') };
    },
  );
};
