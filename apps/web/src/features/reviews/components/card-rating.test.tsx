import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardRating } from './card-rating';

afterEach(() => vi.unstubAllGlobals());

describe('CardRating', () => {
  it('asks the ratings of every card in one request and shows nothing without reviews', async () => {
    const fetchSpy = vi.fn(
      async () =>
        new Response(JSON.stringify({ ratings: { '3': { average: 4.5, count: 2 } } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <QueryClientProvider client={queryClient}>
        <div data-testid="a">
          <CardRating productId={3} />
        </div>
        <div data-testid="b">
          <CardRating productId={4} />
        </div>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Calificación 4,5 de 5, 2 opiniones')).toBeInTheDocument();
    expect(screen.getByText('4,5 (2)')).toBeInTheDocument();
    expect(container.querySelector('[data-testid="b"]')).toBeEmptyDOMElement();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String((fetchSpy.mock.calls[0] as unknown[])[0])).toBe(
      '/api/reviews/ratings?product_ids=3%2C4',
    );
  });
});
