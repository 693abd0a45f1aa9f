import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from './query-client';
import { router } from './router';
import { SessionBootstrap } from './session-bootstrap';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionBootstrap />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
