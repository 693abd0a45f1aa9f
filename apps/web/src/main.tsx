import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { seedInitialQueries } from './app/initial-queries';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import './index.css';

// The seed's rule: any service worker is unregistered on load.
void navigator.serviceWorker
  ?.getRegistrations()
  .then((regs) => regs.forEach((r) => void r.unregister()));

/** Resolves once the first route's lazy module is loaded (the router is then initialized). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// The server's first HTML already shows the page (see ADR 018): its data goes into the query
// cache and the app renders once the route's code is here, replacing that HTML in one step
// instead of showing a spinner first.
seedInitialQueries(queryClient);
void routerReady().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
