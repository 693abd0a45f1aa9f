import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { createMemoryStore, createRedisStore, type RateLimitStore } from './rate-limit-stores.js';

/** At most `limit` hits per subject (an e-mail, an IP) in a window of `windowSeconds`. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt; throws 429 (with Retry-After) once the limit is passed. */
  consume(rule: RateLimitRule, subject: string): Promise<void>;
  /** Throws 429 when the subject has used up the rule already; counts nothing. */
  assertAvailable(rule: RateLimitRule, subject: string): Promise<void>;
  /** Counts one hit (e.g. a failed login) without refusing this request. */
  record(rule: RateLimitRule, subject: string): Promise<void>;
  reset(rule: RateLimitRule, subject: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** Counters in Redis when REDIS_URL is set (shared by every process), else in memory. */
export const rateLimitPlugin = fp<{ store?: RateLimitStore }>(
  async (app, opts) => {
    const { redisUrl } = app.config;
    const store = opts.store ?? (redisUrl ? await createRedisStore(redisUrl) : createMemoryStore());
    app.decorate('rateLimiter', createRateLimiter(store, app.log));
    app.addHook('onClose', () => store.close());
  },
  { name: 'rate-limit' },
);

export function createRateLimiter(store: RateLimitStore, log: FastifyBaseLogger): RateLimiter {
  // Subjects are hashed: no e-mail address or IP is written to Redis in clear.
  const keyOf = (rule: RateLimitRule, subject: string) =>
    `elvolt:rl:${rule.name}:${createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 32)}`;

  // A broken store must not take logins down with it: the request goes through, and we say so.
  const safely = async <T>(work: () => Promise<T>): Promise<T | null> => {
    try {
      return await work();
    } catch (err) {
      log.warn({ err }, 'rate-limit store unavailable; request not limited');
      return null;
    }
  };
  const throttle = (resetInMs: number) =>
    AppError.throttled(Math.max(1, Math.ceil(resetInMs / 1000)));

  return {
    async consume(rule, subject) {
      const counter = await safely(() =>
        store.hit(keyOf(rule, subject), rule.windowSeconds * 1000),
      );
      if (counter && counter.count > rule.limit) throw throttle(counter.resetInMs);
    },
    async assertAvailable(rule, subject) {
      const counter = await safely(() => store.peek(keyOf(rule, subject)));
      if (counter && counter.count >= rule.limit) throw throttle(counter.resetInMs);
    },
    async record(rule, subject) {
      await safely(() => store.hit(keyOf(rule, subject), rule.windowSeconds * 1000));
    },
    async reset(rule, subject) {
      await safely(() => store.reset(keyOf(rule, subject)));
    },
  };
}
