import { type ChildProcess, spawn, type StdioOptions } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo, createServer as netServer } from 'node:net';
import path from 'node:path';
import { RECEPCION_NS } from '../modules/invoicing/sri-client.js';
import { createSriSimulator } from '../modules/invoicing/sri-simulator.js';

// Test helpers of the ops suites (three processes, kill -9): the real server as a child process
// and the loopback servers the processes share.

/** The SRI simulator on loopback; counts the receptions of each clave de acceso. */
export async function startSri() {
  const simulator = createSriSimulator();
  const receptions = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (body.includes(RECEPCION_NS)) {
        const xml = Buffer.from(/<xml>([^<]*)<\/xml>/.exec(body)?.[1] ?? '', 'base64').toString();
        const clave = /<claveAcceso>(\d+)<\/claveAcceso>/.exec(xml)?.[1] ?? '?';
        receptions.set(clave, (receptions.get(clave) ?? 0) + 1);
      }
      simulator.transport(req.url ?? '', body).then(
        (answer) => res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(answer),
        () => res.writeHead(503).end(),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, simulator, receptions };
}

export async function freePort(): Promise<number> {
  const s = netServer().listen(0, '127.0.0.1');
  await new Promise((r) => s.once('listening', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

/**
 * The real server (tsx) as a crash test runs it: an embedded database in `dataDir`, no Redis, no
 * SMTP, no demo data, production mode; `env` adds or overrides the rest.
 */
export function spawnEmbeddedServer(options: {
  port: number;
  dataDir: string;
  secret: string;
  env: Record<string, string>;
  stdio: StdioOptions;
}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: options.stdio,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'false',
      JWT_SECRET: options.secret,
      NODE_ENV: 'production',
      ...options.env,
    },
  });
}

/** Resolves once the child has exited (at once if it already has). */
export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once('exit', () => resolve()),
  );

/** Collects a spawned server's output line by line; `onLines` sees each new batch. */
export function captureLog(child: ChildProcess, onLines?: (lines: string[]) => void): string[] {
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    const lines = chunk.toString().split('\n').filter(Boolean);
    log.push(...lines);
    onLines?.(lines);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return log;
}

export async function waitReady(port: number, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`process on ${port} not ready`);
}

/** Round robin over the processes, request by request. */
export function startProxy(targets: number[]): Promise<{ proxy: Server; url: string }> {
  let next = 0;
  const proxy = createServer((req, res) => {
    const port = targets[next++ % targets.length]!;
    const upstream = httpRequest(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });
  // The test's client keeps its connections: the proxy never closes one under it.
  proxy.keepAliveTimeout = 120_000;
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () =>
      resolve({ proxy, url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` }),
    ),
  );
}

/** A statement on the server's maintenance database (create or drop a test database). */
export async function admin(text: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
