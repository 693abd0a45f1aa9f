import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { ProductExtrasProvider } from '@/components/product-extras';
import { productExtras } from './product-extras-wiring';
import { queryClient } from './query-client';
import { appRouter } from './router';
import { SessionBootstrap } from './session-bootstrap';

// Merges a guest's hearts on sign-in; not needed for the first paint.
const WishlistSessionSync = lazy(() =>
  import('@/features/wishlist/components/wishlist-session-sync').then((m) => ({
    default: m.WishlistSessionSync,
  })),
);

/**
 * What surrounds the router, in the browser and in the server render (entry-server.tsx): the
 * same tree on both sides, or `useId` would give the server's elements other ids than React's.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <HydrationMark />
      <SessionBootstrap />
      <Suspense fallback={null}>
        <WishlistSessionSync />
      </Suspense>
      <ProductExtrasProvider value={productExtras}>{children}</ProductExtrasProvider>
    </QueryClientProvider>
  );
}

/**
 * Marks `<html data-hydrated>` once React has taken over the server's HTML (its first effects
 * run after the hydration commit): before that, a typed value or a click is not the app's yet.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function App() {
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={appRouter()} />
    </AppProviders>
  );
}
