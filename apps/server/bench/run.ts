// npm run bench -- [--products 100000] [--seconds 5] [--connections 50] [--rounds 10] [--csv-only]
// Seeds a catalogue (fresh PGlite in a temp dir, or DATABASE_URL), starts the built server and a
// bare node:http server answering the same bytes, and compares them with autocannon.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client.js';
import { hammer, hammerTogether, type Load, type Target, timeSequential } from './measure.js';
import { rssMb, type Running, startBuiltApp, startRawServer } from './processes.js';
import { searchTargets, throughputTargets, typingTarget, uncachedSearchTarget } from './targets.js';
import { seedBenchCatalog } from './seed-catalog.js';
import { benchCsvImport } from './csv-import.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '10' },
    'csv-only': { type: 'boolean', default: false },
  },
});
const target = Number(values.products);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const log = (line: string) => console.log(line);

// The products' CSV import: 5,000 rows on its own fresh PGlite (issue 11).
await benchCsvImport(log);
if (values['csv-only']) process.exit(0);

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
const databaseUrl = process.env.DATABASE_URL;
const running: Running[] = [];

try {
  log(`Seeding ${target} products (${databaseUrl ? 'PostgreSQL' : 'PGlite'})...`);
  const database = await openDatabase({ url: databaseUrl, dataDir });
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
  await new Promise((r) => setTimeout(r, 2000));
  const startedRss = rssMb(app.pid);
  // Idle: V8 gives back the start-up's young generation after some seconds without work.
  await new Promise((r) => setTimeout(r, 18_000));
  const idleRss = rssMb(app.pid);
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

  // Product detail alone, then while 20 connections type into suggest (each prefix in turn):
  // flooding it (each typist sends its next keystroke when the answer comes), then at twice the
  // web app's pace (it asks at most every 200 ms, after the typing pauses).
  const detail = targets.find((t) => t.label === 'product')!;
  const typing = typingTarget();
  const mixed = { connections: 10, typists: 20, pacedRate: 10 };
  log(
    `\nProduct detail (${mixed.connections} connections) alone and while ${mixed.typists} connections type into suggest (${typing.paths!.length} prefixes), as fast as answers come or ${mixed.pacedRate} requests/s each:\n`,
  );
  log(
    '| Server | Typing | Detail alone req/s | p99 ms | Detail while typing req/s | p50 ms | p99 ms | p99 ratio | Suggest req/s | Suggest p99 ms |',
  );
  log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, server] of [
    ['app', app],
    ['raw', raw],
  ] as const) {
    // Steady state: every prefix has been typed once before (the uncached cost is measured below).
    for (const path of typing.paths!) await (await fetch(server.url + path)).arrayBuffer();
    for (const rate of [undefined, mixed.pacedRate]) {
      const alone = await hammer(server.url, detail, { connections: mixed.connections, seconds });
      const [d, s] = await hammerTogether(
        server.url,
        { target: detail, connections: mixed.connections },
        { target: typing, connections: mixed.typists, rate },
        seconds,
      );
      const ratio = (d.p99 / alone.p99).toFixed(2);
      log(
        `| ${name} | ${rate ? `${rate}/s each` : 'flood'} | ${Math.round(alone.rps)} | ${alone.p99} | ${Math.round(d.rps)} | ${d.p50} | ${d.p99} | ${ratio}x | ${Math.round(s.rps)} | ${s.p99} |`,
      );
    }
  }

  // The same detail calls while a few connections search what nothing has cached: on PGlite
  // every search is the database's work (ADR 041: it no longer holds the event loop).
  const uncached = uncachedSearchTarget();
  const searchers = 4;
  log(
    `\nProduct detail (${mixed.connections} connections) alone and while ${searchers} connections search uncached (${uncached.bodies!.length} distinct searches):\n`,
  );
  log(
    '| Server | Detail alone req/s | p99 ms | Detail while searching req/s | p50 ms | p99 ms | p99 ratio | Search req/s | Search p99 ms |',
  );
  log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  {
    const alone = await hammer(app.url, detail, { connections: mixed.connections, seconds });
    const [d, s] = await hammerTogether(
      app.url,
      { target: detail, connections: mixed.connections },
      { target: uncached, connections: searchers },
      seconds,
    );
    const ratio = (d.p99 / alone.p99).toFixed(2);
    log(
      `| app | ${Math.round(alone.rps)} | ${alone.p99} | ${Math.round(d.rps)} | ${d.p50} | ${d.p99} | ${ratio}x | ${Math.round(s.rps)} | ${s.p99} |`,
    );
  }
  const loadedRss = rssMb(app.pid);

  const queries = searchTargets();
  // Cold: each round asks another page size, so no cached answer serves it (the database works).
  const cold = await timeSequential(app.url, queries, rounds, (t, round) => ({
    ...t,
    body: { ...t.body, page: 1, page_size: 24 + round },
  }));
  // Warm: the first cold round's requests again (paginated like them), now cached.
  const warm = await timeSequential(app.url, queries, rounds, (t) => ({
    ...t,
    body: { ...t.body, page: 1, page_size: 24 },
  }));
  log(`\nSearch latency, one client, ${queries.length} queries x ${rounds - 1} rounds (ms):`);
  for (const [name, latency] of [
    ['uncached', cold],
    ['cached', warm],
  ] as const) {
    log(
      `${name}: p50 ${latency.p50.toFixed(1)}, p95 ${latency.p95.toFixed(1)}, p99 ${latency.p99.toFixed(1)}, max ${latency.max.toFixed(1)}`,
    );
  }
  log(
    `\nServer RSS: ${startedRss.toFixed(0)} MB just started, ${idleRss.toFixed(0)} MB idle (20 s later), ${loadedRss.toFixed(0)} MB right after the loads above, ${rssMb(app.pid).toFixed(0)} MB at the end`,
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
