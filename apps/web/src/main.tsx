import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { seedInitialQueries } from './app/initial-queries';
import { queryClient } from './app/query-client';
import { appRouter } from './app/router';
import './index.css';

// The seed's rule: any service worker is unregistered on load.
void navigator.serviceWorker
  ?.getRegistrations()
  .then((regs) => regs.forEach((r) => void r.unregister()));

/** Resolves once the first route's lazy module is loaded (the router is then initialized). */
function routerReady(router: ReturnType<typeof appRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The server rendered the page with React (ADR 052): its data goes into the query cache, the
 * route's module loads, and React hydrates that HTML (it is not replaced). A page the server did
 * not render (`vite dev`) is rendered here.
 */
async function start() {
  seedInitialQueries(queryClient);
  await routerReady(appRouter());
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (!root.hasChildNodes()) {
    createRoot(root).render(app);
    return;
  }
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is hydrated (ADR 096); a click meanwhile hydrates its
  // part first.
  startTransition(() => {
    hydrateRoot(root, app, {
      // A mismatch React recovers from re-renders the page on the client: reported as an error
      // with the components where it happened, which the e2e console guard fails on.
      onRecoverableError(error, info) {
        console.error('Hydration error (recovered):', error, info.componentStack);
      },
    });
  });
}
void start();
