import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates its HTML, true from the render after (ADR 052):
 * what depends on the browser (a stored session) is not known before, so nothing may decide on it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
