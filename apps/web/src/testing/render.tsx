import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';

/** Where the router is (hidden), for assertions on navigation: `getByTestId('location')`. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div hidden data-testid="location">
      {`${location.pathname}${location.search}`}
    </div>
  );
}

const withProbe = (element: ReactNode) => (
  <>
    <LocationProbe />
    {element}
  </>
);

/**
 * The one way web tests render: `element` at `path` (opened at `url`) inside the real providers
 * (query client without retries, memory router, toasts). `/` and `/dashboard` get stand-in
 * pages and any other path "Otra página", so navigation can be asserted.
 */
export function renderRoute(
  element: ReactNode,
  { path = '/screen', url = path }: { path?: string; url?: string } = {},
) {
  // jsdom does not scroll; pages scroll to the top when they change.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const standIns = [
    { path: '/', element: <h1>Página de inicio</h1> },
    { path: '/dashboard', element: <h1>Panel del cliente</h1> },
  ].filter((route) => route.path !== path);
  const router = createMemoryRouter(
    [
      { path, element: withProbe(element) },
      ...standIns.map((route) => ({ ...route, element: withProbe(route.element) })),
      { path: '*', element: withProbe(<h1>Otra página</h1>) },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** jsdom has no ResizeObserver; Headless UI's menus and dialogs use it to follow their anchor. */
export function installResizeObserver() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
