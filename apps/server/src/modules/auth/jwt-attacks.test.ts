import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createActiveUser, getMe, logIn } from './auth-test-helpers.js';

let t: TestApp;
let userId: number;
let tokens: { access: string; refresh: string };
beforeAll(async () => {
  t = await createTestApp();
  const user = await createActiveUser(t.app);
  userId = user.id;
  tokens = await logIn(t.app, user.email, user.password);
});
afterAll(() => t.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const claims = (over: object = {}) => ({
  token_type: 'access',
  user_id: userId,
  jti: 'e2a9d6b4c1f04b51a1a1a1a1a1a1a1a1',
  token_version: 0,
  iat: now(),
  exp: now() + 600,
  ...over,
});
const sign = (secret: string, payload: object, alg = 'HS256') =>
  new SignJWT({ ...payload })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));

const NOT_VALID = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };

describe('JWT attacks on GET /auth/users/me/', () => {
  it('accepts the genuine token (the attacks below are refused for the right reason)', async () => {
    expect((await getMe(t.app, `JWT ${tokens.access}`)).statusCode).toBe(200);
    const forged = await sign(t.config.jwtSecret, claims());
    expect((await getMe(t.app, `JWT ${forged}`)).statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['an empty scheme', 'JWT'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('refuses %s', async (_name, header) => {
    const res = await getMe(t.app, header);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('refuses alg "none"', async () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`;
    const res = await getMe(t.app, `JWT ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_VALID);
  });

  it('refuses a token signed with another key', async () => {
    const res = await getMe(
      t.app,
      `JWT ${await sign('another-secret-another-secret-12345', claims())}`,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_VALID);
  });

  it('refuses another HMAC algorithm, even with the right key', async () => {
    const res = await getMe(t.app, `JWT ${await sign(t.config.jwtSecret, claims(), 'HS512')}`);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a tampered payload', async () => {
    const [header, , signature] = tokens.access.split('.');
    const tampered = `${header}.${b64(claims({ user_id: userId + 1 }))}.${signature}`;
    const res = await getMe(t.app, `JWT ${tampered}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_VALID);
  });

  it('refuses an expired token', async () => {
    const expired = await sign(t.config.jwtSecret, claims({ iat: now() - 3600, exp: now() - 60 }));
    const res = await getMe(t.app, `JWT ${expired}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_VALID);
  });

  it('refuses a token without an expiry', async () => {
    const { exp: _exp, ...noExp } = claims();
    const res = await getMe(t.app, `JWT ${await sign(t.config.jwtSecret, noExp)}`);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a refresh token used as an access token', async () => {
    const res = await getMe(t.app, `JWT ${tokens.refresh}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_VALID);
  });

  it('refuses the token of an inactive user', async () => {
    const user = await createActiveUser(t.app);
    const own = await logIn(t.app, user.email, user.password);
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const res = await getMe(t.app, `JWT ${own.access}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'User is inactive', code: 'user_inactive' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/jwt/refresh/',
      payload: { refresh: own.refresh },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses the token of a deleted user', async () => {
    const user = await createActiveUser(t.app);
    const own = await logIn(t.app, user.email, user.password);
    await t.app.db.delete(users).where(eq(users.id, user.id));
    const res = await getMe(t.app, `Bearer ${own.access}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'User not found', code: 'user_not_found' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/jwt/refresh/',
      payload: { refresh: own.refresh },
    });
    expect(refresh.statusCode).toBe(401);
  });
});
