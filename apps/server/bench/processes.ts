import { type ChildProcess, fork, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));

/**
 * The environment and Node flags of `npm start` (package.json), so the bench measures the server
 * as it runs: `[NAME=value ...] node [flags] dist/server.js`.
 */
function startCommand(): { env: Record<string, string>; flags: string[] } {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const assignment = words.shift()!;
    const eq = assignment.indexOf('=');
    env[assignment.slice(0, eq)] = assignment.slice(eq + 1);
  }
  const [node, ...rest] = words;
  if (node !== 'node' || rest.at(-1) !== 'dist/server.js')
    throw new Error('the start script is not `[NAME=value ...] node [flags] dist/server.js`');
  return { env, flags: rest.slice(0, -1) };
}
const rawEntry = fileURLToPath(new URL('./raw-server.mjs', import.meta.url));

export interface Running {
  url: string;
  pid?: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** The built server (`dist/server.js`) on a free port, once /readyz answers 200. */
export async function startBuiltApp(env: Record<string, string>): Promise<Running> {
  if (!existsSync(serverEntry))
    throw new Error('dist/server.js is missing: run `npm run build` first');
  const port = await freePort();
  const start = startCommand();
  const child = spawn(process.execPath, [...start.flags, serverEntry], {
    env: {
      ...process.env,
      ...start.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { url, pid: child.pid, stop: stopper(child) };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stopper(child)();
  throw new Error('the server did not become ready in 180 s');
}

/** The bare node:http baseline, serving the routes in `routesFile`. */
export async function startRawServer(routesFile: string): Promise<Running> {
  const child = fork(rawEntry, [routesFile], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`raw server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: stopper(child) };
}

/** Resident memory of a process in MB (Linux /proc), or NaN where unknown. */
export function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}
