import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ActivateAccount } from './activate-account';
import { mockFetch, reply, sentBody } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';

afterEach(() => vi.unstubAllGlobals());

describe('account activation', () => {
  it("activates with the link's uid and token, then opens the login with the sign-up e-mail", async () => {
    localStorage.setItem('last_email', 'ana@example.ec');
    const fetch = mockFetch((url) => (url === '/api/csrf-token' ? reply(200, {}) : reply(204)));
    const { router } = renderRoute(<ActivateAccount uid="Mw" token="tok-1" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Activar Cuenta' }));

    expect(
      await screen.findByText('Cuenta activada, ya puedes iniciar sesión.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ email: 'ana@example.ec' });
    const activation = fetch.mock.calls.find((c) => c[0] === '/auth/users/activation/')!;
    expect(sentBody(activation)).toEqual({ uid: 'Mw', token: 'tok-1' });
    expect(fetch.mock.calls.some((c) => c[0] === '/api/csrf-token')).toBe(true);
  });

  it('says the account is already active for a used link', async () => {
    mockFetch((url) =>
      url === '/api/csrf-token'
        ? reply(404)
        : reply(403, { detail: 'Stale token for given user.' }),
    );
    const { router } = renderRoute(<ActivateAccount uid="Mw" token="tok-1" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Activar Cuenta' }));

    expect(
      await screen.findByText('Tu cuenta ya está activada, inicia sesión.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
