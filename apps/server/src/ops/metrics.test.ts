import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/app.js';

// Issue 32.3: GET /metrics in Prometheus text, only with the bearer token; readiness fails
// when the database does not answer.

const TOKEN = 'metricas-secretas-0123456789';

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  it('there is no metrics endpoint', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer x' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());
  const scrape = (authorization?: string) =>
    fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });

  it('refuses a missing or wrong token with 401', async () => {
    for (const auth of [undefined, 'Bearer otra-cosa-0123456789012', `JWT ${TOKEN}`]) {
      const res = await scrape(auth);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await res.text()).not.toContain('shop_');
    }
  });

  it('answers every row of the issue in Prometheus text format', async () => {
    await t.app.db.insert(mailQueue).values({
      to: 'cliente@example.ec',
      subject: 'Pedido',
      text: 'x',
      html: 'x',
      createdAt: new Date(Date.now() - 90_000),
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    for (let i = 0; i < 3; i++) await fetch(`${base}/healthz`);
    await fetch(`${base}/api/no-such-thing/`);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const lines = text.split('\n');
    const value = (prefix: string) =>
      Number(
        lines
          .find((l) => l.startsWith(prefix))
          ?.split(' ')
          .pop(),
      );
    // Request rate and latency per route, 5xx count.
    expect(value('shop_http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(3);
    expect(value('shop_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).toContain(
      'shop_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/healthz"}',
    );
    expect(value('shop_http_request_duration_seconds_count{method="GET",route="/healthz"}')).toBe(
      3,
    );
    expect(text).toContain('# TYPE shop_http_server_errors_total counter');
    // The process: event-loop lag, heap, RSS.
    expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('nodejs_heap_size_used_bytes')).toBeGreaterThan(1e6);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(1e6);
    // The database pool.
    expect(value('shop_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    // Mail queue depth and oldest item.
    expect(value('shop_mail_queue{status="pending"}')).toBe(1);
    expect(value('shop_mail_queue_oldest_seconds{status="pending"}')).toBeGreaterThanOrEqual(89);
    // Invoice queue by state, payment outcomes (no rows yet: the families are there).
    expect(text).toContain('# TYPE shop_invoice_queue gauge');
    expect(text).toContain('# TYPE shop_invoice_queue_oldest_seconds gauge');
    expect(text).toContain('# TYPE shop_payment_attempts gauge');
    // The reconciler ran once when the app became ready.
    expect(value('shop_payment_reconciler_runs_total{outcome="ok"}')).toBe(1);
  });
});

describe('readiness', () => {
  it('fails with 503 when the database is unreachable, and metrics still answer', async () => {
    const t = await createTestApp({ metricsToken: TOKEN });
    try {
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await cutDatabase(t);
      const started = Date.now();
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
      expect(Date.now() - started).toBeLessThan(3_000);
      const metrics = await t.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain(
        'shop_http_server_errors_total{method="GET",route="/readyz"} 1',
      );
    } finally {
      await restoreDatabase(t);
      // The closed embedded database does not close twice: give the app a moment, then go on.
      await Promise.race([
        t.close().catch(() => undefined),
        new Promise((r) => setTimeout(r, 3_000)),
      ]);
    }
  }, 120_000);
});

let cutName: string | null = null;

/** PostgreSQL: the database refuses connections and its sessions end; PGlite: it is closed. */
async function cutDatabase(t: TestApp) {
  if (t.database.kind === 'pglite') return t.database.close();
  const { rows } = (await t.app.db.execute('select current_database() as name')) as unknown as {
    rows: { name: string }[];
  };
  cutName = rows[0]!.name;
  await admin(`ALTER DATABASE ${cutName} ALLOW_CONNECTIONS false`);
  await admin(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${cutName}'`,
  );
}

async function restoreDatabase(t: TestApp) {
  if (t.database.kind !== 'postgres' || !cutName) return;
  await admin(`ALTER DATABASE ${cutName} ALLOW_CONNECTIONS true`);
}

async function admin(text: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
