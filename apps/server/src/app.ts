import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { adminPeopleRoutes } from './modules/auth/people-admin.routes.js';
import { productCsvAdminRoutes } from './modules/catalog/csv/product-csv-admin.routes.js';
import { adminProductRoutes } from './modules/catalog/products/products-admin.routes.js';
import { stockAdminRoutes } from './modules/catalog/stock/stock-admin.routes.js';
import { adminTaxonomyRoutes } from './modules/catalog/taxonomy/taxonomy-admin.routes.js';
import { couponsAdminRoutes } from './modules/checkout/coupons-admin.routes.js';
import { adminShippingRoutes } from './modules/checkout/shipping-admin.routes.js';
import { adminInvoicesRoutes } from './modules/invoicing/invoicing-admin.routes.js';
import { orderDetailRoutes } from './modules/order-story/order-detail.routes.js';
import { ordersAdminRoutes } from './modules/order-story/orders-admin.routes.js';
import { reviewsAdminRoutes } from './modules/reviews/reviews-admin.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { guestRoutes } from './modules/guest/guest.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { invoicingRoutes } from './modules/invoicing/invoicing.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { bankReturnRoutes } from './modules/payments/kushki/kushki-3ds-return.routes.js';
import { kushkiWebhookRoutes } from './modules/payments/kushki/kushki-webhook.routes.js';
import { settleNotifiedCharge } from './modules/checkout/notified-charge.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { quoteRoutes } from './modules/quote/quote.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { getShopInfo } from './modules/quote/quote.service.js';
import {
  aggregateRatingOf,
  getRatings,
  getRatingSummary,
  listReviews,
} from './modules/reviews/reviews.service.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import type { PageQueries } from './modules/seo/seo.service.js';
import { backupSchedulePlugin } from './ops/backup-schedule.plugin.js';
import { metricsPlugin } from './ops/metrics.plugin.js';
import { authGuardPlugin } from './plugins/auth-guard.js';
import { dbPlugin } from './plugins/db.js';
import {
  clientErrorHandler,
  collectRoutes,
  frameworkErrorHandler,
  registerErrorHandler,
  registerNotFound,
  registerUrlLengthGuard,
} from './plugins/errors.js';
import { registerHostileInputGuard } from './plugins/hostile-input.js';
import { registerDrfInput } from './plugins/drf-input.js';
import { closeIdleConnections } from './plugins/idle-connections.js';
import { serializeError } from './plugins/log-errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { roleGuardPlugin } from './plugins/role-guard.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { invoicingPlugin } from './plugins/invoicing.js';
import { mailerPlugin } from './plugins/mailer.js';
import { paymentProviderPlugin } from './plugins/payment-provider.js';
import { paymentReconcilerPlugin } from './plugins/payment-reconciler.js';
import { paymentExpiryPlugin } from './plugins/payment-expiry.js';
import { laterPaymentRoutes } from './modules/checkout/later/later.routes.js';
import { laterPaymentsAdminRoutes } from './modules/checkout/later/later-admin.routes.js';
import { registerSecurity } from './plugins/security.js';
import { registerStatic } from './plugins/static.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppDeps {
  /** An opened and migrated database. */
  database: Database;
  /** Where log lines go (default: pino's stdout); the server passes a non-blocking one. */
  logStream?: { write(line: string): boolean };
}

/** Builds the whole server: plugins first, then every module under its prefix. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.re_password',
          '*.new_password',
          '*.token',
          '*.refresh',
          '*.access',
        ],
        censor: '[redacted]',
      },
      // A failed query is logged by its shape and error code, never its values (issue 15.8).
      serializers: { err: serializeError },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    // A body that drips slower than this is cut with 408 (issue 15.7); headers get the same.
    requestTimeout: config.requestTimeoutMs,
    // Node looks for expired requests every connectionsCheckingInterval (default 30 s).
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 60_000),
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, config.requestTimeoutMs / 4)),
    },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  }).withTypeProvider<ZodTypeProvider>();

  closeIdleConnections(app.server);

  // JSON only: any other body type answers 415 instead of reaching the schemas as a string.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // Hooks on every request are plain callbacks: an async hook costs a promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  registerErrorHandler(app);
  const routes = collectRoutes(app);
  registerHostileInputGuard(app);
  registerDrfInput(app);
  await app.register(dbPlugin, { database: deps.database });
  await registerSecurity(app);
  registerUrlLengthGuard(app);
  await registerOpenApi(app);
  await app.register(metricsPlugin);
  await app.register(backupSchedulePlugin);
  await app.register(mailerPlugin);
  await app.register(paymentProviderPlugin);
  await app.register(paymentReconcilerPlugin);
  await app.register(paymentExpiryPlugin);
  await app.register(invoicingPlugin);
  await app.register(authGuardPlugin);
  await app.register(roleGuardPlugin);
  await app.register(rateLimitPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(catalogRoutes, { prefix: '/api' });
  await app.register(cartRoutes, { prefix: '/api/cart' });
  await app.register(checkoutRoutes, { prefix: '/api' });
  await app.register(paymentsRoutes, { prefix: '/api/payment' });
  await app.register(laterPaymentRoutes, { prefix: '/api/payment' });
  await app.register(kushkiWebhookRoutes, {
    prefix: '/api/payment',
    settle: (charge, voidOnce) => settleNotifiedCharge(app, charge, voidOnce),
  });
  if (config.kushki) await app.register(bankReturnRoutes);
  await app.register(ordersRoutes, { prefix: '/api/orders' });
  await app.register(orderDetailRoutes, { prefix: '/api/orders' });
  await app.register(profileRoutes, { prefix: '/api/profile' });
  await app.register(wishlistRoutes, { prefix: '/api/wishlist' });
  await app.register(reviewsRoutes, { prefix: '/api/reviews' });
  // The back office: each domain's own under /api/admin, beside what is only the back office's.
  for (const routes of [
    adminRoutes,
    adminPeopleRoutes,
    productCsvAdminRoutes,
    adminProductRoutes,
    stockAdminRoutes,
    adminTaxonomyRoutes,
    couponsAdminRoutes,
    adminShippingRoutes,
    ordersAdminRoutes,
    reviewsAdminRoutes,
    adminInvoicesRoutes,
    laterPaymentsAdminRoutes,
  ])
    await app.register(routes, { prefix: '/api/admin' });
  await app.register(invoicingRoutes, { prefix: '/api' });
  await app.register(guestRoutes, { prefix: '/api/guest' });
  await app.register(quoteRoutes, { prefix: '/api' });

  await app.register(seoRoutes);
  const page = await registerStatic(app, {
    mediaDir: config.mediaDir,
    webDist: config.webDist,
    rating: aggregateRatingOf,
    pageQueries: webPageQueries(config),
  });
  registerNotFound(app, { page, routes });
  return app;
}

/**
 * The data a page's first render would ask the API for besides the catalogue (ADR 043), under
 * the web app's query keys and in the shapes its queries keep: ['shop', 'info'] (the WhatsApp
 * button), each card's rating, a product page's review summary and list (web reviews/api).
 */
function webPageQueries(config: Config): PageQueries {
  return async (db, { cards, product }) => {
    const [{ ratings }, reviews] = await Promise.all([
      getRatings(db, cards),
      product ? Promise.all([getRatingSummary(db, product), listReviews(db, product)]) : null,
    ]);
    const pairs: [unknown[], unknown][] = [
      [['shop', 'info'], getShopInfo(config)],
      ...cards.map((id): [unknown[], unknown] => [
        ['reviews', 'rating', id],
        ratings[String(id)] ?? null,
      ]),
    ];
    if (product && reviews) {
      pairs.push([['reviews', 'product', product, 'summary'], reviews[0]]);
      pairs.push([['reviews', 'product', product, 'list', null], reviews[1]]);
    }
    return pairs;
  };
}
