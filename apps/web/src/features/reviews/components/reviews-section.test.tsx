import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { ReviewsSection } from './reviews-section';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const reviews = [
  {
    id: 2,
    rating: 5,
    comment: '<b>Excelente</b>',
    date_created: '2026-11-20T10:00:00.000Z',
    user: 'Ana',
    verified: true,
  },
  {
    id: 1,
    rating: 4,
    comment: 'Bueno',
    date_created: '2026-11-19T10:00:00.000Z',
    user: 'Beto',
    verified: false,
  },
];

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function mockApi(extra: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = extra(call);
      if (answer) return answer;
      if (call.path === '/api/reviews/summary/5')
        return json(200, {
          average: 4.5,
          count: 2,
          counts: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
        });
      if (call.path === '/api/reviews/get-reviews/5') return json(200, { reviews });
      if (call.path === '/api/reviews/filter-reviews/5')
        return json(200, { reviews: reviews.filter((r) => r.rating === 4) });
      return json(404, { detail: 'Not found.' });
    }),
  );
  return calls;
}

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <ReviewsSection productId={5} /> }]);
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('ReviewsSection', () => {
  it('shows the average, the count per star, verified purchases and comments as plain text', async () => {
    mockApi();
    renderSection();
    expect(await screen.findByText('4,5')).toBeInTheDocument();
    expect(screen.getByText('2 opiniones')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Opiniones' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Compra verificada')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Compra verificada')).toBeNull();
    // The comment's markup is shown as text, never rendered.
    expect(within(items[0]!).getByText('<b>Excelente</b>')).toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Inicia sesión para escribir tu opinión' }),
    ).toBeInTheDocument();
  });

  it('filters by star through filter-reviews', async () => {
    const calls = mockApi();
    renderSection();
    const four = await screen.findByRole('button', { name: /4 estrellas/ });
    expect(four).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(four);
    expect(four).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Opiniones' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(calls.find((c) => c.path === '/api/reviews/filter-reviews/5')).toMatchObject({
      method: 'POST',
      body: { rating: 4 },
    });
    expect(screen.getByRole('button', { name: /1 estrella/ })).toBeDisabled();
  });

  it('lets a signed-in customer write a review, with errors next to the fields', async () => {
    session.setTokens({ access: 'a.b.c', refresh: 'r.s.t' });
    const calls = mockApi((call) => {
      if (call.path === '/api/reviews/get-review/5') return json(200, { review: {} });
      if (call.path === '/api/reviews/create-review/5')
        return json(201, { review: { ...reviews[1], id: 9 }, reviews });
      return undefined;
    });
    renderSection();
    const submit = await screen.findByRole('button', { name: 'Publicar opinión' });
    await userEvent.click(submit);
    expect(screen.getByText('Elige de 1 a 5 estrellas.')).toBeInTheDocument();
    expect(screen.getByText('Escribe un comentario.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/reviews/create-review/5')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: /4 estrellas/ }));
    await userEvent.type(screen.getByLabelText('Tu comentario'), 'Muy útil');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/reviews/create-review/5')).toMatchObject({
        method: 'POST',
        body: { rating: 4, comment: 'Muy útil' },
      }),
    );
  });
});
