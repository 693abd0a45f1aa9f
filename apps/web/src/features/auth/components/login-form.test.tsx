import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';

import { LoginForm } from './login-form';
import { mockFetch, reply, sentBody } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';

const me = {
  id: 7,
  email: 'ana@example.ec',
  first_name: 'Ana',
  last_name: 'Quishpe',
  get_full_name: 'Ana Quishpe',
  get_short_name: 'Ana',
};

beforeEach(() => session.clear());
afterEach(() => vi.unstubAllGlobals());

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('login', () => {
  it('stores both tokens, signs the session in, loads the user and goes home', async () => {
    const fetch = mockFetch((url) =>
      url === '/auth/jwt/create/'
        ? reply(200, { access: 'acc-1', refresh: 'ref-1' })
        : reply(200, me),
    );
    const { router, queryClient } = renderRoute(<LoginForm />, { path: '/login' });
    await logIn('ana@example.ec', 'Taladro-2024');

    expect(await screen.findByText('Inicio de sesión exitoso.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('access')).toBe('acc-1');
    expect(localStorage.getItem('refresh')).toBe('ref-1');
    expect(session.get().isAuthenticated).toBe(true);
    expect(sentBody(fetch.mock.calls[0]!)).toEqual({
      email: 'ana@example.ec',
      password: 'Taladro-2024',
    });
    const meCall = fetch.mock.calls[1]!;
    expect(meCall[0]).toBe('/auth/users/me/');
    expect((meCall[1] as RequestInit).headers).toMatchObject({ authorization: 'JWT acc-1' });
    expect(queryClient.getQueryData(['auth', 'me'])).toEqual(me);
  });

  it('says the credentials are wrong and stays signed out', async () => {
    mockFetch(() => reply(401, { detail: 'No active account found with the given credentials' }));
    const { router } = renderRoute(<LoginForm />, { path: '/login' });
    await logIn('ana@example.ec', 'mala-clave');

    expect(
      await screen.findByText('Las credenciales son incorrectas, intenta nuevamente.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('access')).toBeNull();
    expect(session.get().isAuthenticated).toBe(false);
  });

  it('gives the exception message when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderRoute(<LoginForm />, { path: '/login' });
    await logIn('ana@example.ec', 'Taladro-2024');
    expect(
      await screen.findByText('Error al iniciar sesión, intenta nuevamente.'),
    ).toBeInTheDocument();
  });

  it('checks required fields and the e-mail format before sending anything', async () => {
    const fetch = mockFetch(() => reply(500));
    renderRoute(<LoginForm />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Ingresa un correo electrónico válido.',
    );
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a real toggle button', async () => {
    renderRoute(<LoginForm />, { path: '/login' });
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    const password = screen.getByLabelText('Contraseña');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/reset_password',
    );
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/signup');
  });
});

describe('login returns where the visitor was (issue 13)', () => {
  const okLogin = () =>
    mockFetch((url) =>
      url === '/auth/jwt/create/'
        ? reply(200, { access: 'acc-1', refresh: 'ref-1' })
        : reply(200, me),
    );

  it('goes to the ?next= path once signed in', async () => {
    okLogin();
    const { router } = renderRoute(<LoginForm />, {
      path: '/login',
      url: '/login?next=%2Fcheckout',
    });
    await logIn('ana@example.ec', 'Taladro-2024');
    await screen.findByText('Inicio de sesión exitoso.');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/checkout');
  });

  it('keeps the query of a product page', async () => {
    okLogin();
    const { router } = renderRoute(<LoginForm />, {
      path: '/login',
      url: `/login?next=${encodeURIComponent('/product/12?color=rojo')}`,
    });
    await logIn('ana@example.ec', 'Taladro-2024');
    await screen.findByText('Inicio de sesión exitoso.');
    expect(router.state.location.pathname).toBe('/product/12');
    expect(router.state.location.search).toBe('?color=rojo');
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores a next that leaves the site (%s) and goes home',
    async (next) => {
      okLogin();
      const { router } = renderRoute(<LoginForm />, {
        path: '/login',
        url: `/login?next=${encodeURIComponent(next)}`,
      });
      await logIn('ana@example.ec', 'Taladro-2024');
      await screen.findByText('Inicio de sesión exitoso.');
      expect(router.state.location.pathname).toBe('/');
    },
  );
});

describe('an account never activated (issue 13)', () => {
  it('says so and resends the activation e-mail', async () => {
    const fetch = mockFetch((url) =>
      url === '/auth/jwt/create/'
        ? reply(401, {
            detail: 'Tu cuenta aún no está activada. Revisa tu correo o pide un nuevo enlace.',
            code: 'account_inactive',
          })
        : reply(204),
    );
    renderRoute(<LoginForm />, { path: '/login' });
    await logIn('ana@example.ec', 'Taladro-2024');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Tu cuenta aún no está activada. Revisa tu correo o pide un nuevo enlace.',
    );
    expect(screen.queryByText('Las credenciales son incorrectas, intenta nuevamente.')).toBeNull();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Reenviar correo de activación' }));
    expect(
      await screen.findByText(
        'Te enviamos un nuevo enlace de activación. Revisa tu correo (y la carpeta de spam).',
      ),
    ).toBeInTheDocument();
    const resend = fetch.mock.calls.find(([url]) => url === '/auth/users/resend_activation/')!;
    expect(sentBody(resend)).toEqual({ email: 'ana@example.ec' });
  });

  it('keeps the wrong-credentials message for a wrong password', async () => {
    mockFetch(() => reply(401, { detail: 'No active account found with the given credentials' }));
    renderRoute(<LoginForm />, { path: '/login' });
    await logIn('ana@example.ec', 'mala-clave');
    await screen.findByText('Las credenciales son incorrectas, intenta nuevamente.');
    expect(screen.queryByRole('button', { name: 'Reenviar correo de activación' })).toBeNull();
  });

  it('fills the e-mail handed over by activation or a new password and focuses the password', async () => {
    localStorage.setItem('last_email', 'ana@example.ec');
    mockFetch((url) =>
      url === '/auth/jwt/create/'
        ? reply(200, { access: 'acc-1', refresh: 'ref-1' })
        : reply(200, me),
    );
    const { router } = renderRoute(<LoginForm />, { path: '/login' });
    await act(() => router.navigate('/login', { state: { email: 'ana@example.ec' } }));

    await waitFor(() =>
      expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@example.ec'),
    );
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
    await userEvent.setup().type(screen.getByLabelText('Contraseña'), 'Taladro-2024{Enter}');
    expect(await screen.findByText('Inicio de sesión exitoso.')).toBeInTheDocument();
    // Once signed in, the remembered e-mail is forgotten.
    expect(localStorage.getItem('last_email')).toBeNull();
  });
});
