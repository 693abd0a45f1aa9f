// Test helper (used by *.test.ts only): factories and shortcuts for the accounts API.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SignUpBody, TokenPair } from '@shop/contract';
import { users } from '../../db/schema/index.js';

export const STRONG_PASSWORD = 'Amoladora-Angular-4½';

/**
 * A random e-mail without digits: one like `cliente.12345a7f` resembles a numeric password and
 * would add Django's similarity message to tests that expect the other validators' messages.
 */
export const randomEmail = (prefix = 'cliente') =>
  `${prefix}.${randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}@example.ec`;

export function signUpBody(overrides: Partial<SignUpBody> = {}): SignUpBody {
  return {
    first_name: 'María',
    last_name: 'Guamán',
    email: randomEmail(),
    password: STRONG_PASSWORD,
    re_password: STRONG_PASSWORD,
    ...overrides,
  };
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload, headers });
}

export function getMe(app: FastifyInstance, authorization?: string) {
  return app.inject({
    method: 'GET',
    url: '/auth/users/me/',
    headers: authorization ? { authorization } : {},
  });
}

/** The link of `kind` in a mail's text, split into uid and token. */
export function extractLink(
  text: string,
  kind: 'activate' | 'password/reset/confirm' | 'invitacion',
) {
  const pattern = new RegExp(`(https?://\\S+?/${kind}/([A-Za-z0-9_-]+)/([0-9a-z]+-[0-9a-f]+))`);
  const match = pattern.exec(text);
  if (!match?.[1] || !match[2] || !match[3]) throw new Error(`no ${kind} link in: ${text}`);
  return { url: match[1], uid: match[2], token: match[3] };
}

/** Signs up through the API and activates the account directly in the database. */
export async function createActiveUser(app: FastifyInstance, overrides: Partial<SignUpBody> = {}) {
  const body = signUpBody(overrides);
  const res = await post(app, '/auth/users/', body);
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  const id = res.json<{ id: number }>().id;
  await app.db.update(users).set({ isActive: true }).where(eq(users.id, id));
  return { ...body, id };
}

export async function logIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<TokenPair> {
  const res = await post(app, '/auth/jwt/create/', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<TokenPair>();
}

/** Mails of the queue, for assertions on what was (not) queued. */
export async function queuedMails(app: FastifyInstance, to: string) {
  const result = await app.db.execute(
    sql`SELECT subject, status, attempts FROM mail_queue WHERE "to" = ${to} ORDER BY id`,
  );
  return (result as unknown as { rows: { subject: string; status: string; attempts: number }[] })
    .rows;
}
