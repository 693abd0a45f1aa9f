import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { encodeUid, makeAccountToken } from './account-tokens.js';
import { createActiveUser, getMe, logIn, post } from './auth-test-helpers.js';
import { getUserById } from './users.repository.js';
import { confirmPasswordReset } from './users.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOT_VALID = { detail: 'Token is invalid or expired', code: 'token_not_valid' };
const ACCESS_DEAD = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };

describe("the family's client: one refresh token on every page (issue 10.1)", () => {
  it('answers 200 {access, refresh} to the same refresh token on 5 pages in a row', async () => {
    const user = await createActiveUser(t.app);
    const login = await logIn(t.app, user.email, user.password);
    for (let page = 1; page <= 5; page++) {
      // Exactly what the client sends: the refresh token it got at login, and nothing else.
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/jwt/refresh/',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        payload: JSON.stringify({ refresh: login.refresh }),
      });
      expect(res.statusCode, `page ${page}`).toBe(200);
      const body = res.json<{ access: string; refresh: string }>();
      expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
      // It keeps only the new access token, and that token works.
      expect((await getMe(t.app, `JWT ${body.access}`)).statusCode).toBe(200);
    }
  });

  it('a logout (blacklist) ends that refresh token and the rotated ones of the same login', async () => {
    const user = await createActiveUser(t.app);
    const login = await logIn(t.app, user.email, user.password);
    const rotated = (await post(t.app, '/auth/jwt/refresh/', { refresh: login.refresh })).json();
    expect((await post(t.app, '/auth/jwt/blacklist/', { refresh: login.refresh })).statusCode).toBe(
      200,
    );
    for (const refresh of [login.refresh, rotated.refresh]) {
      const res = await post(t.app, '/auth/jwt/refresh/', { refresh });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(NOT_VALID);
    }
  });
});

describe('access tokens end at once (issue 15.5)', () => {
  it('a logout ends the access tokens; /auth/jwt/verify/ agrees; a new login works', async () => {
    const user = await createActiveUser(t.app);
    const login = await logIn(t.app, user.email, user.password);
    expect((await getMe(t.app, `JWT ${login.access}`)).statusCode).toBe(200);
    expect((await post(t.app, '/auth/jwt/verify/', { token: login.access })).statusCode).toBe(200);

    await post(t.app, '/auth/jwt/blacklist/', { refresh: login.refresh });

    const me = await getMe(t.app, `JWT ${login.access}`);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual(ACCESS_DEAD);
    const verify = await post(t.app, '/auth/jwt/verify/', { token: login.access });
    expect(verify.statusCode).toBe(401);
    expect(verify.json()).toEqual(NOT_VALID);

    const again = await logIn(t.app, user.email, user.password);
    expect((await getMe(t.app, `JWT ${again.access}`)).statusCode).toBe(200);
  });

  it('another login of the user gets a new access token from its still-valid refresh token', async () => {
    const user = await createActiveUser(t.app);
    const phone = await logIn(t.app, user.email, user.password);
    const laptop = await logIn(t.app, user.email, user.password);
    await post(t.app, '/auth/jwt/blacklist/', { refresh: laptop.refresh });
    expect((await getMe(t.app, `JWT ${phone.access}`)).statusCode).toBe(401);
    const refreshed = await post(t.app, '/auth/jwt/refresh/', { refresh: phone.refresh });
    expect(refreshed.statusCode).toBe(200);
    expect((await getMe(t.app, `JWT ${refreshed.json().access}`)).statusCode).toBe(200);
  });

  it('a password reset ends access and refresh tokens', async () => {
    const user = await createActiveUser(t.app);
    const login = await logIn(t.app, user.email, user.password);
    const row = (await getUserById(t.app.db, user.id))!;
    await confirmPasswordReset(
      t.app.db,
      { secret: t.config.jwtSecret, publicUrl: t.config.publicUrl },
      {
        uid: encodeUid(user.id),
        token: makeAccountToken(t.config.jwtSecret, 'password-reset', row),
        new_password: 'Cinta-Aislante-3M-Negra',
        re_new_password: 'Cinta-Aislante-3M-Negra',
      },
    );
    expect((await getMe(t.app, `JWT ${login.access}`)).json()).toEqual(ACCESS_DEAD);
    expect((await post(t.app, '/auth/jwt/verify/', { token: login.access })).statusCode).toBe(401);
    expect((await post(t.app, '/auth/jwt/refresh/', { refresh: login.refresh })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /auth/users/set_password/ (Djoser)', () => {
  const NEW = 'Taladro-Percutor-750W';

  it('changes the password (204) and ends every session of the user', async () => {
    const user = await createActiveUser(t.app);
    const login = await logIn(t.app, user.email, user.password);
    const other = await logIn(t.app, user.email, user.password);
    const res = await post(
      t.app,
      '/auth/users/set_password/',
      { current_password: user.password, new_password: NEW, re_new_password: NEW },
      { authorization: `JWT ${login.access}` },
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    for (const session of [login, other]) {
      expect((await getMe(t.app, `JWT ${session.access}`)).json()).toEqual(ACCESS_DEAD);
      const refresh = await post(t.app, '/auth/jwt/refresh/', { refresh: session.refresh });
      expect(refresh.json()).toEqual(NOT_VALID);
    }
    const old = await post(t.app, '/auth/jwt/create/', {
      email: user.email,
      password: user.password,
    });
    expect(old.statusCode).toBe(401);
    expect((await logIn(t.app, user.email, NEW)).access).toBeTruthy();
  });

  it("answers Djoser's messages: current password, validators, then the two passwords", async () => {
    const user = await createActiveUser(t.app);
    const { access } = await logIn(t.app, user.email, user.password);
    const auth = { authorization: `JWT ${access}` };
    const cases: [object, object][] = [
      [
        { current_password: 'no-es-la-clave', new_password: NEW, re_new_password: NEW },
        { current_password: ['Invalid password.'] },
      ],
      [
        { current_password: user.password, new_password: '12345678', re_new_password: '12345678' },
        { new_password: ['This password is too common.', 'This password is entirely numeric.'] },
      ],
      [
        { current_password: user.password, new_password: NEW, re_new_password: `${NEW}x` },
        { non_field_errors: ["The two password fields didn't match."] },
      ],
      [
        {},
        {
          current_password: ['This field is required.'],
          new_password: ['This field is required.'],
          re_new_password: ['This field is required.'],
        },
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await post(t.app, '/auth/users/set_password/', body, auth);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expected);
    }
    // Nothing changed: the session and the password still work.
    expect((await getMe(t.app, `JWT ${access}`)).statusCode).toBe(200);
    expect((await logIn(t.app, user.email, user.password)).access).toBeTruthy();
  });

  it('needs a signed-in user', async () => {
    const res = await post(t.app, '/auth/users/set_password/', {
      current_password: 'x',
      new_password: NEW,
      re_new_password: NEW,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});
