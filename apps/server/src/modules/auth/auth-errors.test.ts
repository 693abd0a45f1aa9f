import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { encodeUid } from './account-tokens.js';
import { accountLink } from './account-links.js';
import {
  createActiveUser,
  getMe,
  post,
  queuedMails,
  signUpBody,
  STRONG_PASSWORD,
} from './auth-test-helpers.js';
import { getUserByEmail } from './users.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const TOKEN_NOT_VALID = { detail: 'Token is invalid or expired', code: 'token_not_valid' };
const settings = () => ({ secret: t.config.jwtSecret, publicUrl: t.config.publicUrl });
const linkOf = async (email: string, purpose: 'activation' | 'password-reset') => {
  const user = await getUserByEmail(t.app.db, email);
  const url = accountLink(settings(), purpose, user!);
  const [uid, token] = url.split('/').slice(-2);
  return { uid: uid!, token: token! };
};

describe('POST /auth/users/ errors', () => {
  it('refuses an e-mail already taken, whatever its case', async () => {
    const body = signUpBody();
    expect((await post(t.app, '/auth/users/', body)).statusCode).toBe(201);
    const res = await post(t.app, '/auth/users/', { ...body, email: body.email.toUpperCase() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['user account with this email already exists.'] });
  });

  it('refuses a malformed e-mail', async () => {
    const res = await post(t.app, '/auth/users/', signUpBody({ email: 'no-es-un-correo' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('names every missing field', async () => {
    const res = await post(t.app, '/auth/users/', {});
    expect(res.statusCode).toBe(400);
    const required = ['This field is required.'];
    expect(res.json()).toEqual({
      first_name: required,
      last_name: required,
      email: required,
      password: required,
      re_password: required,
    });
  });

  it.each([
    ['short', 'Xy7-k2', ['This password is too short. It must contain at least 8 characters.']],
    ['common', 'iloveyou', ['This password is too common.']],
    ['numeric', '73829164015', ['This password is entirely numeric.']],
    [
      'short, common and numeric',
      '123456',
      [
        'This password is too short. It must contain at least 8 characters.',
        'This password is too common.',
        'This password is entirely numeric.',
      ],
    ],
  ])('applies Django validators: %s', async (_name, password, messages) => {
    // A fixed e-mail: a random one with digits could also be "too similar" to a numeric password.
    const body = signUpBody({ email: 'validadores@example.ec', password, re_password: password });
    const res = await post(t.app, '/auth/users/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: messages });
  });

  it.each([
    ['email', { email: 'rodrigo.cevallos@example.ec' }, 'rodrigo.cevallos'],
    ['first name', { first_name: 'Fernandita' }, 'Fernandita2'],
    ['last name', { last_name: 'Villavicencio' }, 'villavicencio1'],
  ])('refuses a password too similar to the %s', async (name, overrides, password) => {
    const res = await post(
      t.app,
      '/auth/users/',
      signUpBody({ ...overrides, password, re_password: password }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: [`The password is too similar to the ${name}.`] });
  });

  it('refuses two different passwords after the validators', async () => {
    const res = await post(
      t.app,
      '/auth/users/',
      signUpBody({ re_password: `${STRONG_PASSWORD}x` }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ["The two password fields didn't match."] });
  });
});

describe('POST /auth/users/activation/ errors', () => {
  it('refuses an unknown or malformed uid', async () => {
    for (const uid of [encodeUid(999_999), 'x', '!!', '']) {
      const res = await post(t.app, '/auth/users/activation/', { uid, token: 'abc-def' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        uid === ''
          ? { uid: ['This field may not be blank.'] }
          : { uid: ["Invalid user id or user doesn't exist."] },
      );
    }
  });

  it('refuses a wrong token, a reset token and a token older than 3 days', async () => {
    const body = signUpBody();
    await post(t.app, '/auth/users/', body);
    const { uid, token } = await linkOf(body.email, 'activation');
    const reset = await linkOf(body.email, 'password-reset');
    for (const bad of [
      `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`,
      'garbage',
      reset.token,
    ]) {
      const res = await post(t.app, '/auth/users/activation/', { uid, token: bad });
      expect(res.json()).toEqual({ token: ['Invalid token for given user.'] });
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 24 * 3600 * 1000 + 1000);
    const late = await post(t.app, '/auth/users/activation/', { uid, token });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ token: ['Invalid token for given user.'] });
  });

  it('answers 403 for an account already active', async () => {
    const body = signUpBody();
    await post(t.app, '/auth/users/', body);
    const link = await linkOf(body.email, 'activation');
    await t.app.db.update(users).set({ isActive: true }).where(eq(users.email, body.email));
    const res = await post(t.app, '/auth/users/activation/', link);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Stale token for given user.' });
  });
});

describe('bodies that are not JSON', () => {
  it.each([
    '/auth/users/',
    '/auth/users/activation/',
    '/auth/users/reset_password/',
    '/auth/users/reset_password_confirm/',
    '/auth/jwt/create/',
    '/auth/jwt/refresh/',
  ])('%s answers 400 with a parse error, never 500', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"uid": "MQ", "token": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'JSON parse error - the body is not valid JSON.' });
  });
});

describe('POST /auth/users/resend_activation/', () => {
  it('answers 204 always and mails only inactive accounts', async () => {
    const inactive = signUpBody();
    await post(t.app, '/auth/users/', inactive);
    const active = await createActiveUser(t.app);
    for (const email of [inactive.email, active.email, 'nadie@example.ec']) {
      const res = await post(t.app, '/auth/users/resend_activation/', { email });
      expect(res.statusCode).toBe(204);
    }
    expect((await queuedMails(t.app, inactive.email)).length).toBe(2);
    expect((await queuedMails(t.app, active.email)).length).toBe(1);
    expect((await queuedMails(t.app, 'nadie@example.ec')).length).toBe(0);
  });

  it('refuses a malformed e-mail', async () => {
    const res = await post(t.app, '/auth/users/resend_activation/', { email: 'a@' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Enter a valid email address.'] });
  });
});

describe('POST /auth/jwt/create/ errors', () => {
  it('answers the same 401 for a wrong password (also of an inactive account) and an unknown e-mail', async () => {
    const active = await createActiveUser(t.app);
    const inactive = signUpBody();
    await post(t.app, '/auth/users/', inactive);
    for (const credentials of [
      { email: active.email, password: 'Contraseña-Incorrecta' },
      { email: 'nadie@example.ec', password: STRONG_PASSWORD },
      { email: inactive.email, password: 'Contraseña-Incorrecta' },
    ]) {
      const res = await post(t.app, '/auth/jwt/create/', credentials);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'No active account found with the given credentials' });
    }
    // Issue 13: the right password of an account never activated says so (it reveals nothing
    // the password did not prove).
    const right = await post(t.app, '/auth/jwt/create/', {
      email: inactive.email,
      password: inactive.password,
    });
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe('account_inactive');
  });

  it('names missing fields', async () => {
    const res = await post(t.app, '/auth/jwt/create/', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: ['This field may not be blank.'],
      password: ['This field is required.'],
    });
  });
});

describe('token endpoints errors', () => {
  it.each(['/auth/jwt/refresh/', '/auth/jwt/blacklist/'])(
    '%s refuses a bad refresh token',
    async (url) => {
      const res = await post(t.app, url, { refresh: 'not.a.token' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(TOKEN_NOT_VALID);
    },
  );

  it('/auth/jwt/verify/ refuses a bad token', async () => {
    const res = await post(t.app, '/auth/jwt/verify/', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(TOKEN_NOT_VALID);
  });

  it('refuses an access token where a refresh token is expected', async () => {
    const user = await createActiveUser(t.app);
    const { access } = (
      await post(t.app, '/auth/jwt/create/', { email: user.email, password: user.password })
    ).json();
    const res = await post(t.app, '/auth/jwt/refresh/', { refresh: access });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(TOKEN_NOT_VALID);
  });

  it('GET /auth/users/me/ without a token answers 401', async () => {
    const res = await getMe(t.app);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(res.headers['www-authenticate']).toBe('JWT realm="api"');
  });
});

describe('password reset errors', () => {
  it('answers 204 for unknown e-mails too, and 400 for a malformed one', async () => {
    expect(
      (await post(t.app, '/auth/users/reset_password/', { email: 'nadie@example.ec' })).statusCode,
    ).toBe(204);
    const res = await post(t.app, '/auth/users/reset_password/', { email: 'nadie' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('checks uid, token, the validators, then the two passwords', async () => {
    const user = await createActiveUser(t.app, { first_name: 'Gabriela' });
    const link = await linkOf(user.email, 'password-reset');
    const confirm = (body: object) => post(t.app, '/auth/users/reset_password_confirm/', body);
    const good = {
      ...link,
      new_password: 'Foco-LED-9W-Sylvania',
      re_new_password: 'Foco-LED-9W-Sylvania',
    };

    expect((await confirm({ ...good, uid: encodeUid(424_242) })).json()).toEqual({
      uid: ["Invalid user id or user doesn't exist."],
    });
    expect((await confirm({ ...good, token: 'abc-123' })).json()).toEqual({
      token: ['Invalid token for given user.'],
    });
    const weak = await confirm({
      ...good,
      new_password: 'gabriela1',
      re_new_password: 'gabriela1',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      new_password: ['The password is too similar to the first name.'],
    });
    const different = await confirm({ ...good, re_new_password: 'Foco-LED-9W-Sylvanio' });
    expect(different.json()).toEqual({
      non_field_errors: ["The two password fields didn't match."],
    });
    expect((await confirm({})).json()).toEqual({
      uid: ['This field is required.'],
      token: ['This field is required.'],
      new_password: ['This field is required.'],
      re_new_password: ['This field is required.'],
    });
    // Nothing above used the link up.
    expect((await confirm(good)).statusCode).toBe(204);
  });

  it('a login after the reset request kills the reset link', async () => {
    const user = await createActiveUser(t.app);
    const link = await linkOf(user.email, 'password-reset');
    await post(t.app, '/auth/jwt/create/', { email: user.email, password: user.password });
    const res = await post(t.app, '/auth/users/reset_password_confirm/', {
      ...link,
      new_password: 'Breaker-2P-20A-Schneider',
      re_new_password: 'Breaker-2P-20A-Schneider',
    });
    expect(res.json()).toEqual({ token: ['Invalid token for given user.'] });
  });
});
