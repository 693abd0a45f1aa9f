import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ResetPasswordForm } from './reset-password-form';
import { mockFetch, reply, sentBody } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';

afterEach(() => vi.unstubAllGlobals());

describe('password reset request', () => {
  it('sends the e-mail, tells the user to check the mail and goes home', async () => {
    const fetch = mockFetch(() => reply(204));
    const { router } = renderRoute(<ResetPasswordForm />, { path: '/reset_password' });
    expect(screen.getByRole('heading', { name: 'Recuperar tu contraseña' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.ec');
    await user.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));

    expect(
      await screen.findByText(
        'Te enviamos un correo con las instrucciones para recuperar tu contraseña.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetch.mock.calls[0]![0]).toBe('/auth/users/reset_password/');
    expect(sentBody(fetch.mock.calls[0]!)).toEqual({ email: 'ana@example.ec' });
  });

  it('stays and explains when too many requests were made', async () => {
    mockFetch(() =>
      reply(429, { detail: 'Request was throttled. Expected available in 3600 seconds.' }),
    );
    const { router } = renderRoute(<ResetPasswordForm />, { path: '/reset_password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.ec');
    await user.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));

    expect(
      await screen.findByText('Demasiados intentos. Intenta nuevamente en 60 minutos.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset_password');
  });
});
