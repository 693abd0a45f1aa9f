import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { renderRoute } from '../testing/render-route';
import { RequireAuth } from './require-auth';

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
    session.setAuthenticated(null);
    const { router } = renderRoute(guarded);
    act(() => session.setAuthenticated(false));
    expect(await screen.findByRole('heading', { name: 'Página de inicio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
