import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../lib/app-error.js';
import { createRateLimiter } from './rate-limit.js';
import { createMemoryStore, createRedisStore, type RateLimitStore } from './rate-limit-stores.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const rule = { name: `test-${randomUUID()}`, limit: 2, windowSeconds: 60 };
const silentLog = () =>
  ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

function storeContract(name: string, make: () => RateLimitStore | Promise<RateLimitStore>) {
  describe(`${name} store`, () => {
    let store: RateLimitStore;
    beforeAll(async () => {
      store = await make();
    });
    afterAll(() => store.close());

    it('counts hits in a window that starts with the first hit', async () => {
      const key = `elvolt:rl:test:${randomUUID()}`;
      expect(await store.peek(key)).toBeNull();
      const first = await store.hit(key, 60_000);
      expect(first.count).toBe(1);
      expect(first.resetInMs).toBeGreaterThan(59_000);
      expect((await store.hit(key, 60_000)).count).toBe(2);
      expect((await store.peek(key))?.count).toBe(2);
      await store.reset(key);
      expect(await store.peek(key)).toBeNull();
    });

    it('drives the limiter: 429 with Retry-After past the limit', async () => {
      const limiter = createRateLimiter(store, silentLog());
      const subject = `${randomUUID()}@example.ec`;
      await limiter.consume(rule, subject);
      await limiter.consume(rule, subject.toUpperCase());
      const error = await limiter.consume(rule, subject).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('throttled');
      expect((error as AppError).headers['retry-after']).toBe('60');
      expect((error as AppError).body).toEqual({
        detail: 'Request was throttled. Expected available in 60 seconds.',
      });
    });
  });
}

storeContract('memory', () => createMemoryStore());
storeContract('redis', () => createRedisStore(REDIS_URL));

describe('memory store windows', () => {
  it('opens a new window once the old one ends', async () => {
    let now = 1_000_000;
    const store = createMemoryStore(() => now);
    await store.hit('k', 1000);
    await store.hit('k', 1000);
    now += 1001;
    expect(await store.peek('k')).toBeNull();
    expect(await store.hit('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    await store.close();
  });
});

describe('a Redis outage', () => {
  it('lets requests through and logs a warning instead of failing them', async () => {
    const store = await createRedisStore('redis://127.0.0.1:1');
    const log = silentLog();
    const limiter = createRateLimiter(store, log);
    for (let i = 0; i < 3; i += 1) await limiter.consume(rule, 'a@example.ec');
    expect(log.warn).toHaveBeenCalled();
    await store.close();
  });
});
