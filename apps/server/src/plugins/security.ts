import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Security headers and compression for every answer. */
export async function registerSecurity(app: FastifyInstance) {
  // Kushki (ADR 067): the browser sends the card straight to Kushki's API, and shows the bank's
  // 3-D Secure page in a frame (ADR 095).
  const kushki = app.config.kushki;
  const headers = securityHeaders(
    kushki ? [kushki.url] : [],
    kushki ? [kushki.url, ...KUSHKI_3DS_FRAMES] : [],
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024 });
  registerPrivateAnswers(app);
}

/**
 * Helmet's headers, worked out once: they depend on nothing in the request, and building the
 * Content-Security-Policy on every request (what @fastify/helmet does) cost a tenth of the CPU
 * of a cached catalogue answer.
 */
function securityHeaders(
  extraConnectSrc: string[],
  extraFrameSrc: string[],
): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extraConnectSrc],
        // Only with Kushki; otherwise default-src 'self' covers frames.
        ...(extraFrameSrc.length > 0 ? { frameSrc: ["'self'", ...extraFrameSrc] } : {}),
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
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Where Kushki's 3-D Secure `url` may lead: its authentication pages and Cardinal's ACS (the
 * documentation's examples: uat-auth.kushkipagos.com, merchantacsstag.cardinalcommerce.com).
 */
const KUSHKI_3DS_FRAMES = ['https://*.kushkipagos.com', 'https://*.cardinalcommerce.com'];

/** At least one year, as the issue and HSTS preload lists ask. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Issue 15.7: answers to an authenticated request (a token was sent) and every answer under
 * /auth (tokens, the profile) are personal: `Cache-Control: no-store`, whatever a route set. HSTS
 * only when the request came over HTTPS; `request.protocol` believes X-Forwarded-Proto only
 * from the proxies TRUST_PROXY names.
 */
function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const personal =
      request.headers.authorization !== undefined ||
      request.userId > 0 ||
      /^\/auth(\/|$|\?)/.test(request.url);
    if (personal) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}
