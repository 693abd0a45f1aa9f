import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ResetPasswordConfirmForm } from './reset-password-confirm-form';
import { mockFetch, reply, sentBody } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';

afterEach(() => vi.unstubAllGlobals());

function renderScreen() {
  return renderRoute(<ResetPasswordConfirmForm uid="MQ" token="abc-123" />);
}

async function fill(newPassword: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nueva contraseña'), newPassword);
  await user.type(screen.getByLabelText('Repetir nueva contraseña'), repeat);
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('password reset confirmation', () => {
  it('fails at once when the passwords differ: no request, no redirect', async () => {
    const fetch = mockFetch(() => reply(204));
    const { router } = renderScreen();
    await fill('Taladro-2024', 'Taladro-2025');

    const repeat = screen.getByLabelText('Repetir nueva contraseña');
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(repeat).toHaveAttribute('aria-invalid', 'true');
    expect(repeat).toHaveAccessibleDescription('Las contraseñas no coinciden.');
    expect(fetch).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/screen');
  });

  it('sends uid, token and both passwords, and opens the login on 204', async () => {
    const fetch = mockFetch(() => reply(204));
    const { router } = renderScreen();
    await fill('Taladro-2024', 'Taladro-2024');

    expect(await screen.findByRole('heading', { name: 'Otra página' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/auth/users/reset_password_confirm/');
    expect(sentBody(fetch.mock.calls[0]!)).toEqual({
      uid: 'MQ',
      token: 'abc-123',
      new_password: 'Taladro-2024',
      re_new_password: 'Taladro-2024',
    });
    expect(
      await screen.findByText('Tu contraseña fue cambiada, ya puedes iniciar sesión.'),
    ).toBeInTheDocument();
  });

  it('shows the server password errors in Spanish next to the field and stays', async () => {
    mockFetch(() =>
      reply(400, {
        new_password: [
          'This password is too short. It must contain at least 8 characters.',
          'This password is entirely numeric.',
        ],
      }),
    );
    const { router } = renderScreen();
    await fill('1234', '1234');

    const field = screen.getByLabelText('Nueva contraseña');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'La contraseña es demasiado corta. Debe tener al menos 8 caracteres. La contraseña no puede contener solo números.',
      ),
    );
    expect(router.state.location.pathname).toBe('/screen');
  });

  it('counts only a 204 as success', async () => {
    mockFetch(() => reply(200, {}));
    const { router } = renderScreen();
    await fill('Taladro-2024', 'Taladro-2024');

    expect(await screen.findByText('Ocurrió un error, intenta nuevamente.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/screen');
  });

  it('says so when the link is no longer valid', async () => {
    mockFetch(() => reply(400, { token: ['Invalid token for given user.'] }));
    renderScreen();
    await fill('Taladro-2024', 'Taladro-2024');

    expect(await screen.findByText('El enlace no es válido o ya expiró.')).toBeInTheDocument();
  });
});
