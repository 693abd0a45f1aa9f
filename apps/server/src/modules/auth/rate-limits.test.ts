import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.js';
import { createActiveUser, signUpBody } from './auth-test-helpers.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let memory: TestApp;
beforeAll(async () => {
  memory = await createTestApp({ authIpHourlyLimit: 10 });
});
afterAll(() => memory.close());

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const send = (app: FastifyInstance, url: string, payload: object, ip = randomIp()) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip });

/** Asserts a DRF throttle answer whose wait is within (0, maxSeconds]. */
function expectThrottled(res: Awaited<ReturnType<typeof send>>, maxSeconds: number) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  expect(res.json()).toEqual({
    detail: `Request was throttled. Expected available in ${seconds} seconds.`,
  });
}

/**
 * An active account signed up from a random IP: the per-IP sign-up counter of 127.0.0.1 lives
 * in Redis for an hour, across runs and the two database projects.
 */
async function activeUserFromAnyIp(app: FastifyInstance) {
  const body = signUpBody();
  const res = await send(app, '/auth/users/', body);
  expect(res.statusCode).toBe(201);
  await app.db
    .update(users)
    .set({ isActive: true })
    .where(eq(users.id, res.json<{ id: number }>().id));
  return body;
}

function loginLimits(name: string, getApps: () => [FastifyInstance, FastifyInstance]) {
  describe(`login limits (${name})`, () => {
    it('blocks an e-mail after 5 failures for 15 minutes, even with the right password', async () => {
      const [app, other] = getApps();
      const user = await activeUserFromAnyIp(app);
      for (let i = 0; i < 5; i += 1) {
        const res = await send(app, '/auth/jwt/create/', {
          email: user.email,
          password: 'mala-clave-123',
        });
        expect(res.statusCode).toBe(401);
      }
      // From another IP, and (with Redis) through another server process.
      const blocked = await send(other, '/auth/jwt/create/', {
        email: user.email.toUpperCase(),
        password: user.password,
      });
      expectThrottled(blocked, 15 * 60);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    });

    it('forgets the failures after a successful login', async () => {
      const [app] = getApps();
      const user = await activeUserFromAnyIp(app);
      for (let round = 0; round < 2; round += 1) {
        for (let i = 0; i < 4; i += 1) {
          await send(app, '/auth/jwt/create/', { email: user.email, password: 'mala-clave-123' });
        }
        const ok = await send(app, '/auth/jwt/create/', {
          email: user.email,
          password: user.password,
        });
        expect(ok.statusCode).toBe(200);
      }
    });

    it('allows 20 login attempts per IP and minute', async () => {
      const [app, other] = getApps();
      const ip = randomIp();
      // Fresh addresses: Redis keeps per-address failures of earlier runs for 15 minutes.
      const run = randomInt(1e9);
      for (let i = 0; i < 20; i += 1) {
        const res = await send(
          app,
          '/auth/jwt/create/',
          { email: `x${i}.${run}@example.ec`, password: 'x' },
          ip,
        );
        expect(res.statusCode).toBe(401);
      }
      expectThrottled(
        await send(other, '/auth/jwt/create/', { email: `y.${run}@example.ec`, password: 'x' }, ip),
        60,
      );
      const elsewhere = await send(app, '/auth/jwt/create/', {
        email: `z.${run}@example.ec`,
        password: 'x',
      });
      expect(elsewhere.statusCode).toBe(401);
    });
  });
}

describe('mail limits: 3 per address per hour', () => {
  it('sign-up: accounts created or probed count, password mistakes do not', async () => {
    const body = signUpBody();
    for (let i = 0; i < 3; i += 1) {
      const weak = await send(memory.app, '/auth/users/', {
        ...body,
        password: 'abc',
        re_password: 'abc',
      });
      expect(weak.statusCode).toBe(400);
    }
    expect((await send(memory.app, '/auth/users/', body)).statusCode).toBe(201);
    expect((await send(memory.app, '/auth/users/', body)).statusCode).toBe(400);
    expect((await send(memory.app, '/auth/users/', body)).statusCode).toBe(400);
    expectThrottled(await send(memory.app, '/auth/users/', body), 3600);
  });

  it.each(['/auth/users/reset_password/', '/auth/users/resend_activation/'])(
    '%s: the same for known and unknown addresses',
    async (url) => {
      const known = await createActiveUser(memory.app);
      for (const email of [known.email, 'desconocido.' + randomInt(1e9) + '@example.ec']) {
        for (let i = 0; i < 3; i += 1) {
          expect((await send(memory.app, url, { email })).statusCode).toBe(204);
        }
        expectThrottled(await send(memory.app, url, { email: email.toUpperCase() }), 3600);
      }
    },
  );
});

/** Issue 15.9: one IP may not create unlimited accounts or send resets to unlimited addresses. */
function ipLimits(name: string, getApps: () => [FastifyInstance, FastifyInstance]) {
  describe(`per-IP limits (${name}): 10 per IP and hour`, () => {
    it('sign-up: the 11th account from one IP answers 429 with Retry-After; another IP goes on', async () => {
      const [a, b] = getApps();
      const ip = randomIp();
      for (let i = 0; i < 10; i += 1) {
        // Alternate the two processes: with Redis they share one counter.
        const res = await send(i % 2 ? b : a, '/auth/users/', signUpBody(), ip);
        expect(res.statusCode).toBe(201);
      }
      expectThrottled(await send(b, '/auth/users/', signUpBody(), ip), 3600);
      expect((await send(a, '/auth/users/', signUpBody(), randomIp())).statusCode).toBe(201);
    });

    it('reset requests: 10 addresses from one IP, then 429; another IP goes on', async () => {
      const [a, b] = getApps();
      const ip = randomIp();
      const address = () => `desconocido.${randomInt(1e9)}@example.ec`;
      for (let i = 0; i < 10; i += 1) {
        const res = await send(
          i % 2 ? b : a,
          '/auth/users/reset_password/',
          { email: address() },
          ip,
        );
        expect(res.statusCode).toBe(204);
      }
      expectThrottled(await send(a, '/auth/users/reset_password/', { email: address() }, ip), 3600);
      const other = await send(b, '/auth/users/reset_password/', { email: address() }, randomIp());
      expect(other.statusCode).toBe(204);
    });
  });
}

loginLimits('memory', () => [memory.app, memory.app]);
ipLimits('memory', () => [memory.app, memory.app]);

describe('with REDIS_URL, several processes share the limits', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ redisUrl: REDIS_URL, authIpHourlyLimit: 10 });
    b = await createTestApp({ redisUrl: REDIS_URL, authIpHourlyLimit: 10 });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });
  // Each app has its own database; the limit is checked before any lookup, so B refusing what
  // happened on A proves the counters are shared.
  loginLimits('redis', () => [a.app, b.app]);
  ipLimits('redis', () => [a.app, b.app]);
});
