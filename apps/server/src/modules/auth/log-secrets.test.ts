import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, sql } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { extractLink, getMe, post, signUpBody } from './auth-test-helpers.js';

let t: TestApp;
const lines: string[] = [];

/** Tees everything the app's pino logger writes (requests, mail worker, errors) into `lines`. */
function captureLogs(app: FastifyInstance) {
  let target: object | null = app.log;
  let symbol: symbol | undefined;
  while (target && !symbol) {
    symbol = Object.getOwnPropertySymbols(target).find((s) => s.description === 'pino.stream');
    target = Object.getPrototypeOf(target) as object | null;
  }
  const stream = (app.log as unknown as Record<symbol, { write(chunk: string): boolean }>)[
    symbol!
  ]!;
  stream.write = (chunk: string) => {
    lines.push(...chunk.split('\n').filter(Boolean));
    return true;
  };
}

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'trace' });
  captureLogs(t.app);
});
afterAll(() => t.close());

/** The newest link of `kind` in the outbox mails to `to`. */
function linkInOutbox(to: string, kind: 'activate' | 'password/reset/confirm') {
  const dir = path.join(t.config.dataDir, 'outbox');
  const raw = readdirSync(dir)
    .sort()
    .reverse()
    .map((f) => readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .find((m) => m.includes(to) && m.includes(`/${kind}/`));
  return extractLink(raw ?? '', kind);
}

describe('logs through a whole account life', () => {
  it('never contain a password, a token, a link token or a hash', async () => {
    const body = signUpBody({ email: 'registro.log@example.ec' });
    const newPassword = 'Tomacorriente-Doble-110V';
    const secrets: string[] = [body.password, newPassword, t.config.jwtSecret];

    expect((await post(t.app, '/auth/users/', body)).statusCode).toBe(201);
    await post(t.app, '/auth/users/', { ...body, re_password: 'Otra-Clave-Distinta-1' });
    await t.app.mailer.flush();
    const activation = linkInOutbox(body.email, 'activate');
    secrets.push(activation.token, activation.url);
    expect((await post(t.app, '/auth/users/activation/', activation)).statusCode).toBe(204);

    await post(t.app, '/auth/jwt/create/', { email: body.email, password: 'Clave-Equivocada-9' });
    const login = await post(t.app, '/auth/jwt/create/', {
      email: body.email,
      password: body.password,
    });
    const tokens = login.json<{ access: string; refresh: string }>();
    secrets.push(tokens.access, tokens.refresh);
    expect((await getMe(t.app, `JWT ${tokens.access}`)).statusCode).toBe(200);
    await getMe(t.app, `JWT ${tokens.access}x`);
    const rotated = (await post(t.app, '/auth/jwt/refresh/', { refresh: tokens.refresh })).json();
    secrets.push(rotated.access, rotated.refresh);
    await post(t.app, '/auth/jwt/refresh/', { refresh: tokens.refresh });
    await post(t.app, '/auth/jwt/verify/', { token: rotated.access });
    await post(t.app, '/auth/jwt/blacklist/', { refresh: rotated.refresh });

    expect(
      (await post(t.app, '/auth/users/reset_password/', { email: body.email })).statusCode,
    ).toBe(204);
    await t.app.mailer.flush();
    const reset = linkInOutbox(body.email, 'password/reset/confirm');
    secrets.push(reset.token, reset.url);
    await post(t.app, '/auth/users/reset_password_confirm/', {
      ...reset,
      new_password: 'corto',
      re_new_password: 'corto',
    });
    const confirm = await post(t.app, '/auth/users/reset_password_confirm/', {
      ...reset,
      new_password: newPassword,
      re_new_password: newPassword,
    });
    expect(confirm.statusCode).toBe(204);
    await t.app.mailer.flush();

    const [row] = await queryRows<{ hash: string }>(
      t.app.db,
      sql`SELECT password_hash AS hash FROM users WHERE email = ${body.email}`,
    );
    secrets.push(row!.hash, row!.hash.split('$').pop()!);

    // The capture works: requests and the outbox mails were logged.
    const log = lines.join('\n');
    expect(log).toContain('"url":"/auth/users/activation/"');
    expect(log).toContain('mail written to');
    expect(log).toContain('Restablece tu contraseña de Ferretería El Volt');
    for (const secret of secrets) {
      expect(log.includes(secret), `a secret (${secret.slice(0, 6)}…) appears in the logs`).toBe(
        false,
      );
    }
    expect(log).not.toMatch(/\$argon2id\$/);
    expect(log).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\./);
  });
});
