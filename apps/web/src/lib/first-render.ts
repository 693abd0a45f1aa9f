import { useEffect, useState } from 'react';

/**
 * True only while the app's first render replaces the server's page (main.tsx). Parts out of
 * sight (a long list's lower rows, the desktop filter sidebar on a phone) then render a task
 * later, so the first render, which holds the phone's main thread, stays short (issue 14's Total
 * Blocking Time). Never true in tests, which render components themselves.
 */
let firstRender = false;

/** Runs `render` (synchronous under Preact) with the flag up. */
export function asFirstRender(render: () => void) {
  firstRender = true;
  try {
    render();
  } finally {
    firstRender = false;
  }
}

/** False during the app's first render, true from the task after it (and always elsewhere). */
export function usePastFirstRender(): boolean {
  const [past, setPast] = useState(() => !firstRender);
  useEffect(() => setPast(true), []);
  return past;
}
