import type { Product } from '@shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';

/** A valid product as the API sends it; override what the test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Producto ${id}`,
    slug: `producto-${id}`,
    sku: `EV-${String(id).padStart(5, '0')}`,
    iva_rate: 15,
    brand: 'Truper',
    photo: `/media/products/${id}.webp`,
    get_thumbnail: `/media/products/${id}-thumb.webp`,
    description: '<p>Descripción</p>',
    price: '10.00',
    compare_price: '12.00',
    category: 1,
    quantity: 10,
    sold: 0,
    date_created: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Renders a screen with real providers (query client, router, toasts) at /screen. */
export function renderScreen(element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/screen', element },
      { path: '*', element: <h1>Otra página</h1> },
    ],
    { initialEntries: ['/screen'] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** A JSON answer. */
export function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Replaces fetch; the spy records every call as (url, init). */
export function mockFetch(handler: (url: string, init: RequestInit) => Response) {
  const spy = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', spy);
  return spy;
}
