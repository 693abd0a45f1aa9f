import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';

/** Shows where the router is, for assertions on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a page at `url` inside real providers; `/product/:id` and `/search` get stand-ins. */
export function renderPage(
  element: ReactNode,
  { path = '/', url = path }: { path?: string; url?: string } = {},
) {
  // jsdom does not scroll; pages scroll to the top when the page number changes.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <LocationProbe />
            {element}
          </>
        ),
        path,
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
