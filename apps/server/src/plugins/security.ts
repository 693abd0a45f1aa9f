import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers and compression for every answer. */
export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  registerPrivateAnswers(app);
}

/** At least one year, as the issue and HSTS preload lists ask. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Issue 15.7: answers to an authenticated request (a token was sent) and every answer under
 * /auth (tokens, the profile) are personal: `Cache-Control: no-store`, whatever a route set. HSTS
 * only when the request came over HTTPS; `request.protocol` believes X-Forwarded-Proto only
 * from the proxies TRUST_PROXY names.
 */
function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const personal =
      request.headers.authorization !== undefined ||
      request.userId > 0 ||
      /^\/auth(\/|$|\?)/.test(request.url);
    if (personal) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
