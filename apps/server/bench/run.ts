// npm run bench -- [--products 100000] [--seconds 5] [--connections 50] [--rounds 10]
// Seeds a catalogue (fresh PGlite in a temp dir, or DATABASE_URL), starts the built server and a
// bare node:http server answering the same bytes, and compares them with autocannon.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client.js';
import { hammer, type Load, type Target, timeSequential } from './measure.js';
import { type Running, startBuiltApp, startRawServer } from './processes.js';
import { searchTargets, throughputTargets } from './targets.js';
import { seedBenchCatalog } from './seed-catalog.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '10' },
  },
});
const target = Number(values.products);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const log = (line: string) => console.log(line);

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
const databaseUrl = process.env.DATABASE_URL;
const running: Running[] = [];

try {
  log(`Seeding ${target} products (${databaseUrl ? 'PostgreSQL' : 'PGlite'})...`);
  const database = openDatabase({ url: databaseUrl, dataDir });
  await database.migrate();
  const total = await seedBenchCatalog(database.db, {
    mediaDir: path.join(dataDir, 'media'),
    target,
    log,
  });
  await database.close();

  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const app = await startBuiltApp(env);
  running.push(app);
  const targets = await throughputTargets(app.url);

  // The baseline answers each route with exactly the bytes the app answered.
  const routes: Record<string, { type: string; body: string }> = {};
  for (const t of targets)
    routes[`${t.method} ${t.path.split('?')[0]}`] = await answerOf(app.url, t);
  const routesFile = path.join(dataDir, 'raw-routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  const raw = await startRawServer(routesFile);
  running.push(raw);

  log(`\n${total} products, ${connections} connections, ${seconds} s per run\n`);
  log('| Endpoint | App req/s | App p50 ms | App p99 ms | Raw req/s | Raw p99 ms | App / raw |');
  log('|---|---:|---:|---:|---:|---:|---:|');
  for (const t of targets) {
    const a = await hammer(app.url, t, { connections, seconds });
    const r = await hammer(raw.url, t, { connections, seconds });
    log(row(t, a, r));
  }

  const queries = searchTargets();
  const latency = await timeSequential(app.url, queries, rounds);
  log(`\nSearch latency, one client, ${queries.length} queries x ${rounds - 1} rounds (ms):`);
  log(
    `p50 ${latency.p50.toFixed(1)}, p95 ${latency.p95.toFixed(1)}, p99 ${latency.p99.toFixed(1)}, max ${latency.max.toFixed(1)}`,
  );
} finally {
  for (const r of running.reverse()) await r.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function answerOf(baseUrl: string, t: Target) {
  const res = await fetch(baseUrl + t.path, {
    method: t.method,
    headers: t.body ? { 'content-type': 'application/json' } : {},
    body: t.body ? JSON.stringify(t.body) : undefined,
  });
  if (!res.ok) throw new Error(`${t.label}: HTTP ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  return {
    type: res.headers.get('content-type') ?? 'application/json',
    body: body.toString('base64'),
  };
}

function row(t: Target, a: Load, r: Load): string {
  const failures = a.failures + r.failures > 0 ? ` (${a.failures}/${r.failures} failed)` : '';
  const ratio = `${Math.round((a.rps / r.rps) * 100)}%`;
  return `| ${t.label}${failures} | ${Math.round(a.rps)} | ${a.p50} | ${a.p99} | ${Math.round(r.rps)} | ${r.p99} | ${ratio} |`;
}
