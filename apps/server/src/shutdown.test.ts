import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 15.6: SIGTERM ends the real server process within its 10 s deadline whatever its stdout
// does: a reader that stopped reading (the pipe is full) or a reader that is gone (closed pipe).

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function startServer(port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-shutdown-')),
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret',
      NODE_ENV: 'production',
    },
  });
}

async function waitReady(port: number, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** Many requests, each logging two lines with a long URL: far more than a pipe holds (64 KiB). */
async function flood(port: number) {
  const long = 'x'.repeat(2000);
  const requests = Array.from({ length: 400 }, (_v, i) =>
    fetch(`http://127.0.0.1:${port}/api/no-such-route/${i}/${long}`, {
      signal: AbortSignal.timeout(3000),
    }).catch(() => null),
  );
  await Promise.all(requests);
}

function exitWithin(child: ChildProcess, ms: number): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(0);
    const started = Date.now();
    const timer = setTimeout(() => resolve(null), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

async function sigtermAfter(setUpStdout: (child: ChildProcess) => void) {
  const port = await freePort();
  const child = startServer(port);
  try {
    setUpStdout(child);
    await waitReady(port, child);
    await flood(port);
    // Still serving: a stalled or closed log reader blocks nothing and crashes nothing.
    const health = await fetch(`http://127.0.0.1:${port}/healthz`, {
      signal: AbortSignal.timeout(5000),
    }).catch(() => null);
    expect(health?.status).toBe(200);
    expect(child.exitCode).toBeNull();
    child.kill('SIGTERM');
    return await exitWithin(child, 12_000);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

describe('SIGTERM with a hostile stdout (real child process)', () => {
  it('exits within 10 s when nobody reads stdout (the pipe is full)', async () => {
    const elapsed = await sigtermAfter((child) => child.stdout!.pause());
    expect(elapsed).not.toBeNull();
    expect(elapsed!).toBeLessThan(10_500);
  }, 120_000);

  it('exits within 10 s when stdout is closed', async () => {
    const elapsed = await sigtermAfter((child) => child.stdout!.destroy());
    expect(elapsed).not.toBeNull();
    expect(elapsed!).toBeLessThan(10_500);
  }, 120_000);
});
