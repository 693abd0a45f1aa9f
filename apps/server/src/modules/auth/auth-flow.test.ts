import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { extractLink, getMe, post, signUpBody } from './auth-test-helpers.js';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const nextMail = async (to: string, subject: RegExp) => {
  await t.app.mailer.flush();
  const mail = smtp.mails.find(
    (m) => m.to.some((r) => r.toLowerCase() === to.toLowerCase()) && subject.test(m.subject),
  );
  if (!mail) throw new Error(`no mail "${subject}" to ${to}`);
  return mail;
};

describe('sign-up, activation and login through real e-mail', () => {
  const body = signUpBody({ email: 'Ana.Perez@Example.EC', first_name: 'Ana', last_name: 'Pérez' });
  let tokens: { access: string; refresh: string };

  it('signs up an inactive user and mails a Spanish activation link', async () => {
    const res = await post(t.app, '/auth/users/', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      email: 'Ana.Perez@Example.EC',
      first_name: 'Ana',
      last_name: 'Pérez',
    });
    const login = await post(t.app, '/auth/jwt/create/', {
      email: body.email,
      password: body.password,
    });
    expect(login.statusCode).toBe(401);

    const mail = await nextMail('Ana.Perez@Example.EC', /Activa tu cuenta/);
    expect(mail.subject).toBe('Activa tu cuenta de Ferretería El Volt');
    expect(mail.from).toBe('no-reply@elvolt.ec');
    expect(mail.text).toContain('Hola Ana:');
    expect(mail.text).toContain('Ferretería El Volt');
    const link = extractLink(mail.text, 'activate');
    expect(link.url.startsWith('http://shop.test/activate/')).toBe(true);
    expect(mail.html).toContain(`href="${link.url}"`);
    expect(mail.html).toContain('<html lang="es">');
  });

  it('activates with the link, mails a confirmation, and refuses the link a second time', async () => {
    const mail = smtp.mails.find((m) => /Activa tu cuenta/.test(m.subject))!;
    const { uid, token } = extractLink(mail.text, 'activate');
    const res = await post(t.app, '/auth/users/activation/', { uid, token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const again = await post(t.app, '/auth/users/activation/', { uid, token });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ detail: 'Stale token for given user.' });

    const activated = await nextMail('Ana.Perez@Example.EC', /está activa/);
    expect(activated.subject).toBe('Tu cuenta de Ferretería El Volt está activa');
    expect(activated.text).toContain('http://shop.test/login');
  });

  it('logs in with the e-mail in any case and reads the profile', async () => {
    const res = await post(t.app, '/auth/jwt/create/', {
      email: 'ana.perez@example.ec',
      password: body.password,
    });
    expect(res.statusCode).toBe(200);
    tokens = res.json();
    expect(Object.keys(tokens).sort()).toEqual(['access', 'refresh']);

    // Without the trailing slash too, as the app's own paths are written.
    const noSlash = await t.app.inject({
      method: 'GET',
      url: '/auth/users/me',
      headers: { authorization: `JWT ${tokens.access}` },
    });
    expect(noSlash.statusCode).toBe(200);

    for (const scheme of ['JWT', 'Bearer']) {
      const me = await getMe(t.app, `${scheme} ${tokens.access}`);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({
        id: expect.any(Number),
        email: 'Ana.Perez@Example.EC',
        first_name: 'Ana',
        last_name: 'Pérez',
        get_full_name: 'Ana Pérez',
        get_short_name: 'Ana',
      });
    }
  });

  it('verifies access and refresh tokens', async () => {
    for (const token of [tokens.access, tokens.refresh]) {
      const res = await post(t.app, '/auth/jwt/verify/', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
    }
  });

  it('refreshes with a new refresh token for clients that rotate; the one sent stays valid', async () => {
    const first = await post(t.app, '/auth/jwt/refresh/', { refresh: tokens.refresh });
    expect(first.statusCode).toBe(200);
    const rotated = first.json<{ access: string; refresh: string }>();
    expect(rotated.refresh).not.toBe(tokens.refresh);
    expect((await getMe(t.app, `JWT ${rotated.access}`)).statusCode).toBe(200);

    const reused = await post(t.app, '/auth/jwt/refresh/', { refresh: tokens.refresh });
    expect(reused.statusCode).toBe(200);
    const again = await post(t.app, '/auth/jwt/refresh/', { refresh: rotated.refresh });
    expect(again.statusCode).toBe(200);
    expect((await post(t.app, '/auth/jwt/verify/', { token: rotated.refresh })).statusCode).toBe(
      200,
    );
  });

  it('logs out with the blacklist: the refresh token dies, other logins live', async () => {
    const a = (
      await post(t.app, '/auth/jwt/create/', { email: body.email, password: body.password })
    ).json();
    const b = (
      await post(t.app, '/auth/jwt/create/', { email: body.email, password: body.password })
    ).json();
    const res = await post(t.app, '/auth/jwt/blacklist/', { refresh: a.refresh });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});

    expect((await post(t.app, '/auth/jwt/refresh/', { refresh: a.refresh })).statusCode).toBe(401);
    expect((await post(t.app, '/auth/jwt/blacklist/', { refresh: a.refresh })).json()).toEqual({
      detail: 'Token is invalid or expired',
      code: 'token_not_valid',
    });
    expect((await post(t.app, '/auth/jwt/refresh/', { refresh: b.refresh })).statusCode).toBe(200);
  });
});

describe('password reset through real e-mail', () => {
  const body = signUpBody({ first_name: 'Luis', last_name: 'Andrade' });

  it('mails a reset link; the new password works, the old one and every session die', async () => {
    await post(t.app, '/auth/users/', body);
    const activation = await nextMail(body.email, /Activa tu cuenta/);
    await post(t.app, '/auth/users/activation/', extractLink(activation.text, 'activate'));
    const session = (
      await post(t.app, '/auth/jwt/create/', { email: body.email, password: body.password })
    ).json();

    const reset = await post(t.app, '/auth/users/reset_password/', {
      email: body.email.toUpperCase(),
    });
    expect(reset.statusCode).toBe(204);
    const mail = await nextMail(body.email, /Restablece/);
    expect(mail.subject).toBe('Restablece tu contraseña de Ferretería El Volt');
    expect(mail.text).toContain('Hola Luis:');
    const link = extractLink(mail.text, 'password/reset/confirm');
    expect(link.url.startsWith('http://shop.test/password/reset/confirm/')).toBe(true);

    const newPassword = 'Cinta-Aislante-3M-Negra';
    const confirm = await post(t.app, '/auth/users/reset_password_confirm/', {
      uid: link.uid,
      token: link.token,
      new_password: newPassword,
      re_new_password: newPassword,
    });
    expect(confirm.statusCode).toBe(204);
    expect(confirm.body).toBe('');

    const refresh = await post(t.app, '/auth/jwt/refresh/', { refresh: session.refresh });
    expect(refresh.statusCode).toBe(401);
    const oldLogin = await post(t.app, '/auth/jwt/create/', {
      email: body.email,
      password: body.password,
    });
    expect(oldLogin.json()).toEqual({
      detail: 'No active account found with the given credentials',
    });
    const newLogin = await post(t.app, '/auth/jwt/create/', {
      email: body.email,
      password: newPassword,
    });
    expect(newLogin.statusCode).toBe(200);

    const reuse = await post(t.app, '/auth/users/reset_password_confirm/', {
      uid: link.uid,
      token: link.token,
      new_password: 'Otra-Clave-Segura-99',
      re_new_password: 'Otra-Clave-Segura-99',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ token: ['Invalid token for given user.'] });
  });

  it('answers 204 for an unknown e-mail and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await post(t.app, '/auth/users/reset_password/', { email: 'nadie@example.ec' });
    expect(res.statusCode).toBe(204);
    await t.app.mailer.flush();
    expect(smtp.mails.length).toBe(before);
  });
});
