import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { session } from '@/lib/session';
import { Component as Dashboard } from '../routes/dashboard';

const me = {
  id: 7,
  email: 'ana@example.ec',
  first_name: 'Ana',
  last_name: 'Quishpe',
  get_full_name: 'Ana Quishpe',
  get_short_name: 'Ana',
};

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderDashboard() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <Dashboard /> },
      { path: '/', element: <h1>Página de inicio</h1> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => session.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/dashboard', () => {
  it("shows 'Información Personal' with the full name and e-mail beside the side menu", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json(me))),
    );
    act(() => session.setTokens({ access: 'a', refresh: 'r' }));
    renderDashboard();

    expect(screen.getByRole('heading', { name: 'Información Personal' })).toBeInTheDocument();
    expect(await screen.findByText('Ana Quishpe')).toBeInTheDocument();
    expect(screen.getByText('ana@example.ec')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Mi cuenta' });
    expect(within(nav).getByRole('link', { name: 'Perfil de Usuario' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Historial de Pago' })).toHaveAttribute(
      'href',
      '/dashboard/payments',
    );
    expect(within(nav).getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', '/');
  });

  it('opens the side menu as a drawer from its button', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json(me))),
    );
    act(() => session.setTokens({ access: 'a', refresh: 'r' }));
    renderDashboard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menú de mi cuenta' }));
    const drawer = await screen.findByRole('dialog', { name: 'Mi cuenta' });
    expect(within(drawer).getByRole('link', { name: 'Historial de Pago' })).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to /', async () => {
    const router = renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Página de inicio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
