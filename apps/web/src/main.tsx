import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { seedInitialQueries } from './app/initial-queries';
import { queryClient } from './app/query-client';
import { appRouter } from './app/router';
import { LAST_STAGE, RenderStages, SHOWN_STAGE } from './lib/first-render';
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

/** Resolves in a task of its own, after whatever the browser has queued (a frame, input). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Draws the app in stages (lib/first-render, ADR 045), hidden beside the server's page, and puts
 * it in that page's place once what is in sight is drawn and the page's leading pictures are in.
 * Each stage renders in its own task; only the parts waiting for a stage re-render (`Staged`),
 * since the app's element is the same at every stage. What a stage draws renders in the
 * microtask after `setStage`, before the app is shown.
 */
async function renderInStages(leadPainted: Promise<void>) {
  const snapshot = document.getElementById('root')!;
  const container = document.createElement('div');
  container.hidden = true;
  snapshot.after(container);
  const root = createRoot(container);
  let setStage: (stage: number) => void = () => {};
  root.render(
    <StrictMode>
      <RenderStages onStart={(set) => (setStage = set)}>
        <App />
      </RenderStages>
    </StrictMode>,
  );
  for (let stage = 1; stage <= LAST_STAGE + 1; stage++) {
    await nextTask();
    setStage(stage > LAST_STAGE ? Number.POSITIVE_INFINITY : stage);
    if (stage === SHOWN_STAGE) {
      await leadPainted;
      snapshot.remove();
      container.id = 'root';
      container.hidden = false;
    }
  }
}

// The server's first HTML already shows the page (see ADR 018): it is painted first, its data
// goes into the query cache, and the app renders once the route's code is here, hidden, in stages,
// then replaces that HTML in one step instead of showing a spinner first (ADR 045). Each step
// below is a task of its own: the modules' evaluation, the router (it starts loading the route's
// module), the page's data.
async function start() {
  await nextTask();
  const ready = routerReady(appRouter());
  await nextTask();
  seedInitialQueries(queryClient);
  await ready;
  await renderInStages(leadImagesLoaded().then(afterPaint));
}
void start();
