import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';

// The contract's schemas load with the first request that needs one (lib/contract-schemas.ts,
// ADR 040). Loaded here once, so a test's first request is not slowed by transforming them.
await import('@/lib/contract-all');

// jsdom has no scrolling; React Router's ScrollRestoration calls it.
window.scrollTo = () => undefined;

// Any unexpected console.error fails the test.
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  // sonner keeps its toasts in module state: dismissed while the toaster is still mounted, or a
  // toast of one test is still there when the next test's toaster mounts (and can hide the
  // toast that test waits for).
  toast.dismiss();
  cleanup();
  localStorage.clear();
  const calls = spy.mock.calls;
  spy.mockRestore();
  if (calls.length > 0)
    throw new Error(
      `console.error was called: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`,
    );
});
