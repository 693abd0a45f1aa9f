import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`The shop server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The shop server did not become ready in ${timeoutMs} ms`);
}

/**
 * Starts the real built server on a free port with a temporary DATA_DIR (embedded PostgreSQL,
 * demo catalogue, mail to the outbox folder) for the whole run, and stops it afterwards.
 */
export default async function globalSetup() {
  const serverEntry = path.join(root, 'apps/server/dist/server.js');
  if (!existsSync(serverEntry) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build the app first: npm run build');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      // Every spec signs up from 127.0.0.1: lift the per-IP sign-up and reset limits.
      AUTH_IP_HOURLY_LIMIT: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForReady(baseURL, child, 120_000);
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
}
