import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';

/** Renders one screen at `url` with real providers; / and /dashboard are stand-in pages. */
export function renderRoute(
  element: ReactNode,
  { path = '/screen', url }: { path?: string; url?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/', element: <h1>Página de inicio</h1> },
      { path: '/dashboard', element: <h1>Panel del cliente</h1> },
    ],
    { initialEntries: [url ?? path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** A JSON answer (or an empty one, e.g. 204). */
export function reply(status: number, body?: unknown): Response {
  return body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch; the spy records every call (url, init). */
export function mockFetch(handler: Handler) {
  const spy = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The parsed JSON body of a recorded fetch call. */
export function sentBody(call: unknown[]): unknown {
  const init = call[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** jsdom has no ResizeObserver; Headless UI's menus and dialogs use it to follow their anchor. */
export function installResizeObserver() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
