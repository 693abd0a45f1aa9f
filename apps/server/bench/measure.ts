import autocannon from 'autocannon';

export interface Target {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  /** Requests each connection cycles through instead of `path` (e.g. keystrokes). */
  paths?: string[];
  /** Bodies each connection cycles through instead of `body` (e.g. never-cached searches). */
  bodies?: object[];
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

/**
 * Requests per second and latency (ms) at `connections` for `seconds`, after a 1 s warm-up; each
 * connection as fast as answers come, or `rate` requests per second.
 */
export async function hammer(
  baseUrl: string,
  target: Target,
  opts: { connections: number; seconds: number; rate?: number },
): Promise<Load> {
  const options = {
    url: baseUrl + target.path,
    method: target.method,
    headers: target.body ? { 'content-type': 'application/json' } : undefined,
    body: target.body ? JSON.stringify(target.body) : undefined,
    connections: opts.connections,
    connectionRate: opts.rate,
    requests:
      target.paths?.map((path) => ({ method: target.method, path })) ??
      target.bodies?.map((body) => ({
        method: target.method,
        path: target.path,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })),
  };
  await autocannon({ ...options, duration: 1 });
  // autocannon's own percentiles are whole milliseconds (a 1 -> 2 ms step would read as 2x):
  // the 2xx answers' exact latencies give the figures instead.
  const times: number[] = [];
  const run = autocannon({ ...options, duration: opts.seconds });
  run.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) times.push(ms);
  });
  const r = await run;
  times.sort((x, y) => x - y);
  const at = (q: number) =>
    round2(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN);
  return {
    rps: r.requests.average,
    p50: at(0.5),
    p99: at(0.99),
    failures: r.errors + r.timeouts + r.non2xx,
  };
}

const round2 = (ms: number) => Math.round(ms * 100) / 100;

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * One client, one request at a time: the latency a customer sees, in ms. `vary(target, round)`
 * may change each round's request (e.g. its page size, so no cached answer can serve it).
 */
export async function timeSequential(
  baseUrl: string,
  targets: Target[],
  rounds: number,
  vary: (t: Target, round: number) => Target = (t) => t,
): Promise<Latency> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const original of targets) {
      const t = vary(original, round);
      const started = performance.now();
      const res = await fetch(baseUrl + t.path, {
        method: t.method,
        headers: t.body ? { 'content-type': 'application/json' } : {},
        body: t.body ? JSON.stringify(t.body) : undefined,
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${t.label}: HTTP ${res.status}`);
      if (round > 0) times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: times[times.length - 1]! };
}

/** `a` and `b` at once (e.g. product detail while others type into suggest); the loads of both. */
export async function hammerTogether(
  baseUrl: string,
  a: { target: Target; connections: number },
  b: { target: Target; connections: number; rate?: number },
  seconds: number,
): Promise<[Load, Load]> {
  return Promise.all([
    hammer(baseUrl, a.target, { connections: a.connections, seconds }),
    hammer(baseUrl, b.target, { connections: b.connections, seconds, rate: b.rate }),
  ]);
}
