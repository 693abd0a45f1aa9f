import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, MESSAGES } from '@shop/contract';
import { AppError } from '../lib/app-error.js';
import { validationBody } from './drf-input.js';

/** The one map from an error's code to its HTTP status. */
const HTTP_STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  coupon_invalid: 400,
  not_authenticated: 401,
  authentication_failed: 401,
  token_not_valid: 401,
  user_not_found: 401,
  user_inactive: 401,
  card_declined: 402,
  insufficient_funds: 402,
  card_not_verified: 402,
  permission_denied: 403,
  stale_token: 403,
  not_found: 404,
  cart_empty: 404,
  shipping_invalid: 404,
  coupon_not_found: 404,
  out_of_stock: 409,
  already_in_cart: 409,
  already_in_wishlist: 409,
  already_reviewed: 409,
  invalid_transition: 409,
  checkout_in_progress: 409,
  cart_changed: 409,
  staff_account: 409,
  last_administrator: 409,
  import_has_errors: 409,
  idempotency_key_reused: 422,
  throttled: 429,
  provider_unavailable: 503,
  account_inactive: 401,
  account_exists: 409,
  guest_not_allowed: 403,
  in_use: 409,
};

export const httpStatusOf = (code: ErrorCode): number => HTTP_STATUS[code];

/** One mapping from errors to the DRF-shaped bodies of the contract; never a stack to the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Error bodies are this handler's own DRF shapes: a route's response schemas describe its
    // answers, and must not turn a 400 they did not list into a 500.
    reply.serializer((payload: unknown) => JSON.stringify(payload));
    // A custom serializer leaves Content-Type unset: every error is JSON and says so (issue 32.4).
    reply.type('application/json; charset=utf-8');
    if (error instanceof AppError) {
      return reply.code(httpStatusOf(error.code)).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(400)
        .send(validationBody(request, error.validation, error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const type = request.headers['content-type'] ?? '';
      return reply.code(415).send({ detail: `Unsupported media type "${type}" in request.` });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ detail: 'Request body is too large.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ detail: 'JSON parse error - the body is not valid JSON.' });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({ detail: 'JSON parse error - the body is empty.' });
    }
    if (status === 429) {
      return reply.code(429).send({ detail: error.message });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: MESSAGES.internal });
  });
}

/** Every route's URL pattern and methods, collected as routes are added (for 405 answers). */
export interface RouteTable {
  patterns: { pattern: RegExp; methods: Set<string> }[];
}

/** Collects the routes registered after this call; call it before the route modules. */
export function collectRoutes(app: FastifyInstance): RouteTable {
  const table: RouteTable = { patterns: [] };
  const byUrl = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    // The web app's page paths (plugins/static.ts) name no resource of the API.
    if (route.url === '/*') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let entry = byUrl.get(route.url);
    if (!entry) {
      entry = new Set();
      byUrl.set(route.url, entry);
      table.patterns.push({ pattern: patternOf(route.url), methods: entry });
    }
    for (const m of methods) entry.add(m.toUpperCase());
  });
  return table;
}

/** A route URL (`/api/x/:id/`, `/media/*`) as a regular expression over a normalised path. */
function patternOf(url: string): RegExp {
  const source = trimSlash(url)
    .split(/(:[A-Za-z_$][\w$]*(?:\([^)]*\))?|\*)/)
    .map((part) =>
      part.startsWith(':')
        ? '[^/]+'
        : part === '*'
          ? '.*'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/** The router ignores trailing and duplicate slashes; so does the 405 lookup. */
function trimSlash(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

/** The methods of every route whose pattern matches the path, or null when none does. */
function allowedMethods(table: RouteTable, url: string): string[] | null {
  const path = trimSlash(url.split('?')[0] ?? '/');
  const allowed = new Set<string>();
  for (const { pattern, methods } of table.patterns) {
    if (pattern.test(path)) for (const m of methods) allowed.add(m);
  }
  return allowed.size > 0 ? [...allowed].sort() : null;
}

/** Paths that answer JSON (and their 404 in the shop's format), not a page of the web app. */
export const isApiPath = (url: string) => /^\/(api|auth|media)(\/|$|\?)/.test(url);

/**
 * Unknown /api and /auth paths answer JSON; the web app's client routes get index.html. A known
 * path asked with a method it does not have answers 405 with `Allow` (issue 15.7).
 */
export function registerNotFound(
  app: FastifyInstance,
  opts: {
    page: ((req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null;
    routes?: RouteTable;
  },
) {
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (opts.page && !isApiPath(url) && (request.method === 'GET' || request.method === 'HEAD')) {
      // Page paths: the page's first HTML, 404 for unknown pages and products (seo module).
      return opts.page(request, reply);
    }
    const allowed = opts.routes ? allowedMethods(opts.routes, url) : null;
    if (allowed && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ detail: `Method "${request.method}" not allowed.` });
    }
    return reply.code(404).send({ detail: MESSAGES.notFound });
  });
}

/** Longest URL the shop answers (longer: 414); Node's header limit bounds it anyway. */
export const MAX_URL_LENGTH = 8192;

/** A URL longer than MAX_URL_LENGTH answers 414 in the shop's format. */
export function registerUrlLengthGuard(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.length > MAX_URL_LENGTH) {
      return void reply.code(414).send({ detail: URI_TOO_LONG });
    }
    done();
  });
}

const URI_TOO_LONG = 'Request-URI too long.';

/**
 * Fastify's `frameworkErrors`: a URL that is not valid percent-encoding (400) or a path
 * parameter longer than the router's maxParamLength (414) answer before any hook runs, so the
 * shop's JSON error, `charset=utf-8` and the security headers are written here (issue 15.7).
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const [status, detail] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, URI_TOO_LONG]
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'Malformed URL: invalid percent-encoding.']
        : [500, MESSAGES.internal];
  if (status === 500) request.log.error({ err: error }, 'framework error');
  for (const line of RAW_SECURITY_HEADERS) {
    const at = line.indexOf(': ');
    reply.header(line.slice(0, at).toLowerCase(), line.slice(at + 2));
  }
  return reply
    .code(status)
    .header('x-request-id', request.id)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ detail }));
}

/** The security headers helmet gives every answer, for the raw answers written below. */
const RAW_SECURITY_HEADERS = [
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options: nosniff',
  'X-Frame-Options: SAMEORIGIN',
  'Referrer-Policy: no-referrer',
  'Cross-Origin-Resource-Policy: same-origin',
  'Cache-Control: no-store',
];

/**
 * Node's HTTP parser refuses a request before Fastify sees it (headers too large, malformed
 * request): the answer is still the shop's JSON error with the security headers and
 * `charset=utf-8`, and the connection is closed (issue 15.7).
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const [status, reason, detail] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'Request header fields too large.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'Request timeout.']
        : [400, 'Bad Request', 'Bad request.'];
  const body = JSON.stringify({ detail });
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...RAW_SECURITY_HEADERS,
      '',
      body,
    ].join('\r\n'),
  );
}
