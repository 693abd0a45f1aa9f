import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { ProductExtrasProvider } from '@/components/product-extras';
import { productExtras } from './product-extras';
import { queryClient } from './query-client';
import { appRouter } from './router';
import { SessionBootstrap } from './session-bootstrap';

// Merges a guest's hearts on sign-in; not needed for the first paint.
const WishlistSessionSync = lazy(() =>
  import('@/features/wishlist/components/wishlist-session-sync').then((m) => ({
    default: m.WishlistSessionSync,
  })),
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionBootstrap />
      <Suspense fallback={null}>
        <WishlistSessionSync />
      </Suspense>
      <ProductExtrasProvider value={productExtras}>
        <RouterProvider router={appRouter()} />
      </ProductExtrasProvider>
    </QueryClientProvider>
  );
}
