/** A fixed-window counter: how many hits so far and when the window ends. */
export interface Counter {
  count: number;
  resetInMs: number;
}

/** Where rate-limit counters live: memory for one process, Redis to share them between processes. */
export interface RateLimitStore {
  /** Counts one hit; the window starts with the first hit and lasts windowMs. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** The current counter without counting, or null when no window is open. */
  peek(key: string): Promise<Counter | null>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (!entry || entry.resetAt > now()) return entry;
    windows.delete(key);
    return undefined;
  };
  // Expired windows are dropped once a minute so the map stays small.
  const sweeper = setInterval(() => {
    for (const key of windows.keys()) live(key);
  }, 60_000);
  sweeper.unref();
  return {
    async hit(key, windowMs) {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now() };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.resetAt - now() } : null;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweeper);
    },
  };
}

// INCR and the window's expiry in one atomic step, so concurrent processes agree.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Loads ioredis only when REDIS_URL is set (it weighs ~20 MB of RSS). */
export async function createRedisStore(url: string): Promise<RateLimitStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
  // Errors surface on each command; the limiter decides what to do with them.
  redis.on('error', () => undefined);
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, key, String(windowMs))) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
      if (count === null || ttl <= 0) return null;
      return { count: Number(count), resetInMs: ttl };
    },
    async reset(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
