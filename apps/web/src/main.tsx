import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { seedInitialQueries } from './app/initial-queries';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { asFirstRender } from './lib/first-render';
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

/** Resolves after the browser has painted what is on screen (the next frame, then a task). */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the first HTML's leading pictures (`fetchpriority="high"`: the product's photo, a
 * list's first row) have loaded, 3 s at most. The app shows the same pictures at the same size:
 * replacing the page before they arrive would paint them a second time, later (ADR 018).
 */
function leadImagesLoaded(): Promise<void> {
  const pending = [
    ...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]'),
  ].filter((img) => !img.complete);
  if (pending.length === 0) return Promise.resolve();
  const loaded = pending.map(
    (img) =>
      new Promise((resolve) => {
        img.addEventListener('load', resolve, { once: true });
        img.addEventListener('error', resolve, { once: true });
      }),
  );
  return Promise.race([Promise.all(loaded), new Promise((r) => setTimeout(r, 3000))]).then(
    () => undefined,
  );
}

// The server's first HTML already shows the page (see ADR 018): it is painted first, its data
// goes into the query cache, and the app renders once the route's code is here, replacing that
// HTML in one step instead of showing a spinner first. Under Preact (ADR 040) the transition
// renders at once, in one task: what keeps that task short is drawing less in it
// (lib/first-render.ts, ADR 043).
seedInitialQueries(queryClient);
// In `vite dev`, Preact's debug module brings back the development warnings (ADR 040).
const devTools = import.meta.env.DEV ? import('preact/debug') : null;
void Promise.all([routerReady(), leadImagesLoaded().then(afterPaint), devTools]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  asFirstRender(() =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }),
  );
});
