import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';

import { RequireAuth } from './require-auth';
import { renderRoute } from '@/testing/render';

const guarded = (
  <RequireAuth>
    <h1>Información Personal</h1>
  </RequireAuth>
);

beforeEach(() => {
  session.clear();
});

describe('RequireAuth', () => {
  it('shows a spinner while the app-load check is running, then the page once signed in', () => {
    // Stored tokens that the app-load check has not verified yet.
    session.rotateTokens({ access: 'a', refresh: 'r' });
    session.setAuthenticated(null);
    renderRoute(guarded);
    expect(screen.getByRole('status')).toHaveTextContent('Verificando tu sesión…');
    expect(screen.queryByText('Información Personal')).not.toBeInTheDocument();

    act(() => session.setTokens({ access: 'a', refresh: 'r' }));
    expect(screen.getByRole('heading', { name: 'Información Personal' })).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to /', async () => {
    const { router } = renderRoute(guarded);
    expect(await screen.findByRole('heading', { name: 'Página de inicio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Información Personal')).not.toBeInTheDocument();
  });

  it('redirects once the check says signed out', async () => {
    session.rotateTokens({ access: 'a', refresh: 'r' });
    session.setAuthenticated(null);
    const { router } = renderRoute(guarded);
    expect(screen.getByRole('status')).toHaveTextContent('Verificando tu sesión…');
    act(() => session.setAuthenticated(false));
    expect(await screen.findByRole('heading', { name: 'Página de inicio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor to the page it names, e.g. /login for checkout', async () => {
    const { router } = renderRoute(
      <RequireAuth redirectTo="/login">
        <h1>Verificar compra</h1>
      </RequireAuth>,
    );
    expect(await screen.findByRole('heading', { name: 'Otra página' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('tells the login page where to come back (router state from), issue 13', async () => {
    const { router } = renderRoute(
      <RequireAuth redirectTo="/login">
        <h1>Verificar compra</h1>
      </RequireAuth>,
      { path: '/checkout', url: '/checkout?paso=2' },
    );
    expect(await screen.findByRole('heading', { name: 'Otra página' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/checkout?paso=2' });
  });
});
