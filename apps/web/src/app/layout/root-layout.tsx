import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';

/** The shared layout: fixed top bar, toasts (top centre, close button, rich colours), footer. */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Toaster position="top-center" closeButton richColors duration={5000} />
      <div className="flex-1">
        <Outlet />
      </div>
      <ScrollRestoration />
    </div>
  );
}
