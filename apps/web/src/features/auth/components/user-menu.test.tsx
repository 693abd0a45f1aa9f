import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';

import { UserMenu } from './user-menu';
import { mockFetch, reply, sentBody } from '@/testing/fetch';
import { installResizeObserver, renderRoute } from '@/testing/render';

const me = {
  id: 7,
  email: 'ana@example.ec',
  first_name: 'Ana',
  last_name: 'Quishpe',
  get_full_name: 'Ana Quishpe',
  get_short_name: 'Ana',
};

installResizeObserver();
beforeEach(() => session.clear());
afterEach(() => vi.unstubAllGlobals());

describe('UserMenu', () => {
  it("shows 'Inicio' to a visitor, opening the sign-in, and 'Crear cuenta' beside it", async () => {
    const { router } = renderRoute(<UserMenu />, { url: '/screen?x=1' });
    const signIn = screen.getByRole('link', { name: 'Inicio de sesión' });
    expect(signIn).toHaveTextContent('Inicio de sesión');
    expect(signIn).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/signup');
    await userEvent.setup().click(signIn);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/screen?x=1' });
    expect(screen.queryByRole('button', { name: 'Menú de usuario' })).not.toBeInTheDocument();
  });

  it("opens 'Perfil' and 'Cerrar Sesión' from the avatar; logout revokes, clears and reloads on /", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = mockFetch((url) => (url === '/auth/users/me/' ? reply(200, me) : reply(200, {})));
    act(() => session.setTokens({ access: 'acc', refresh: 'ref' }));
    renderRoute(<UserMenu />);

    // The menu's code loads lazily (it is not in the first paint's JavaScript).
    const avatar = await screen.findByRole(
      'button',
      { name: 'Menú de usuario' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(avatar).toHaveTextContent('AQ'));
    const user = userEvent.setup();
    await user.click(avatar);
    expect(screen.getByRole('menuitem', { name: 'Perfil' })).toHaveAttribute('href', '/dashboard');
    // Issue 33: the account's lists beside 'Perfil'.
    expect(screen.getByRole('menuitem', { name: 'Mis pedidos' })).toHaveAttribute(
      'href',
      '/dashboard/payments',
    );
    expect(screen.getByRole('menuitem', { name: 'Mis direcciones' })).toHaveAttribute(
      'href',
      '/dashboard#mis-direcciones',
    );
    expect(screen.getByRole('menuitem', { name: 'Lista de deseos' })).toHaveAttribute(
      'href',
      '/dashboard/wishlist',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar Sesión' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const blacklist = fetch.mock.calls.find((c) => c[0] === '/auth/jwt/blacklist/')!;
    expect(sentBody(blacklist)).toEqual({ refresh: 'ref' });
    expect(localStorage.getItem('access')).toBeNull();
    expect(localStorage.getItem('refresh')).toBeNull();
  }, 20_000);
});
