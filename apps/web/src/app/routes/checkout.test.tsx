import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { Component as Checkout } from './checkout';
import { Component as ThankYou } from './thankyou';

afterEach(() => session.clear());

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <Checkout /> },
      { path: '/thankyou', element: <ThankYou /> },
      { path: '/login', element: <h1>Inicia Sesión</h1> },
      { path: '/', element: <h1>Inicio</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('guards', () => {
  it('sends visitors who are not signed in from /checkout to /login', async () => {
    session.clear();
    renderAt('/checkout');
    expect(await screen.findByRole('heading', { name: 'Inicia Sesión' })).toBeInTheDocument();
  });

  it('sends visitors who are not signed in from /thankyou to /', async () => {
    session.clear();
    renderAt('/thankyou');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  });
});
