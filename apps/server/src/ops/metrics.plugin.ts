import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import {
  invoicesByStatus,
  mailQueueByStatus,
  OPEN_INVOICE_STATES,
  paymentsByStatus,
} from './metrics.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's Prometheus registry and the counters other plugins add to. */
    metrics: { registry: Registry; reconcilerRuns: Counter<'outcome'> };
  }
}

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Prometheus metrics (issue 32.3, ADR 061): requests per route, latency, 5xx, the process (event
 * loop lag, heap, RSS), the database pool, the mail and invoice queues, payment outcomes and the
 * reconciler's runs. GET /metrics exists only when METRICS_TOKEN is set, and answers only to
 * `Authorization: Bearer <METRICS_TOKEN>`.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    const registers = [registry];
    const reconcilerRuns = new Counter({
      name: 'shop_payment_reconciler_runs_total',
      help: 'Runs of the payment reconciler, by outcome (ok, failed).',
      labelNames: ['outcome'] as const,
      registers,
    });
    app.decorate('metrics', { registry, reconcilerRuns });
    registerRequestMetrics(app, registry);
    registerDatabaseGauges(app, registry);
    const token = app.config.metricsToken;
    if (!token) return;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !sameSecret(given, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ detail: 'Authentication credentials were not provided.' });
      }
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    });
  },
  { name: 'metrics' },
);

function registerRequestMetrics(app: FastifyInstance, registry: Registry) {
  const registers = [registry];
  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const errors = new Counter({
    name: 'shop_http_server_errors_total',
    help: 'Answers with a 5xx status, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    requests.inc({ method, route, status: String(reply.statusCode) });
    latency.observe({ method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method, route });
    done();
  });
}

function registerDatabaseGauges(app: FastifyInstance, registry: Registry) {
  const registers = [registry];
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database connections by state (total, idle) and queries waiting for one (waiting).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = app.database.poolStats();
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  const queue = (name: string, help: string, read: typeof mailQueueByStatus) => {
    // Both gauges of a queue are collected from one query per scrape.
    const rows = oncePerScrape(() => readOrNothing(read, app));
    new Gauge({
      name,
      help: `Rows of ${help} by status.`,
      labelNames: ['status'] as const,
      registers,
      async collect() {
        this.reset();
        for (const row of await rows()) this.set({ status: row.status }, row.count);
      },
    });
    new Gauge({
      name: `${name}_oldest_seconds`,
      help: `Age of the oldest row per status of ${help}.`,
      labelNames: ['status'] as const,
      registers,
      async collect() {
        this.reset();
        for (const row of await rows())
          if (row.oldest_seconds !== null) this.set({ status: row.status }, row.oldest_seconds);
      },
    });
  };
  queue('shop_mail_queue', 'the mail queue (pending, sent, failed)', mailQueueByStatus);
  queue(
    'shop_invoice_queue',
    `the SRI documents (still open: ${OPEN_INVOICE_STATES.join(', ')})`,
    invoicesByStatus,
  );
  new Gauge({
    name: 'shop_payment_attempts',
    help: 'Payment attempts by outcome (completed, failed, voided; pending/charged are open).',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of await readOrNothing(paymentsByStatus, app))
        this.set({ status: row.status }, row.count);
    },
  });
}

/** A gauge's rows, or none while the database does not answer (the scrape itself still works). */
async function readOrNothing<T>(
  read: (db: FastifyInstance['db']) => Promise<T[]>,
  app: FastifyInstance,
) {
  try {
    return await read(app.db);
  } catch (err) {
    app.log.warn({ err }, 'metrics: database query failed');
    return [];
  }
}

/** The same answer for calls within a second (the gauges of one scrape). */
function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!last || Date.now() - last.at > 1_000) last = { at: Date.now(), value: read() };
    return last.value;
  };
}
