import { type SessionState, useSession } from '@/lib/session';

/**
 * Where the cart lives: `server` once the session is known to be signed in, `guest` in the
 * browser otherwise, `pending` while the app-load check of stored tokens is still running.
 */
export type CartMode = 'guest' | 'server' | 'pending';

export function cartModeOf({ access, refresh, isAuthenticated }: SessionState): CartMode {
  if (isAuthenticated === true && access) return 'server';
  if (isAuthenticated === null && (access || refresh)) return 'pending';
  return 'guest';
}

export function useCartMode(): CartMode {
  return cartModeOf(useSession());
}
