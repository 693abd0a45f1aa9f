import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ProductExtrasProvider } from '@/components/product-extras';
import { WishlistSessionSync } from '@/features/wishlist/components/wishlist-session-sync';
import { productExtras } from './product-extras';
import { queryClient } from './query-client';
import { router } from './router';
import { SessionBootstrap } from './session-bootstrap';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionBootstrap />
      <WishlistSessionSync />
      <ProductExtrasProvider value={productExtras}>
        <RouterProvider router={router} />
      </ProductExtrasProvider>
    </QueryClientProvider>
  );
}
