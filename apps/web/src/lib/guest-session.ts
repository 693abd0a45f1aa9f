import { useSyncExternalStore } from 'react';

/**
 * A guest checkout (ADR 028): the e-mail and the short-lived guest token of
 * POST /api/guest/checkout-session, kept in this tab's sessionStorage. The api-client sends the
 * token on `auth` requests only while no one is signed in; the server accepts it for the cart,
 * checkout and payment endpoints only.
 */
export interface GuestSessionState {
  access: string | null;
  email: string | null;
}

const KEY = 'guest_checkout';

function read(): GuestSessionState {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<GuestSessionState>) : {};
    return {
      access: typeof parsed.access === 'string' ? parsed.access : null,
      email: typeof parsed.email === 'string' ? parsed.email : null,
    };
  } catch {
    return { access: null, email: null };
  }
}

let state: GuestSessionState =
  typeof window === 'undefined' ? { access: null, email: null } : read();
const listeners = new Set<() => void>();

function write(next: GuestSessionState) {
  state = next;
  try {
    if (next.access || next.email) sessionStorage.setItem(KEY, JSON.stringify(next));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Private mode without storage: the guest session lives in memory only.
  }
  for (const l of listeners) l();
}

export const guestSession = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  start(access: string, email: string) {
    write({ access, email });
  },
  /** The token ends (paid, signed in); the e-mail stays to prefill the next guest checkout. */
  end() {
    write({ access: null, email: state.email });
  },
  /** Re-reads storage (tests). */
  reload() {
    state = read();
    for (const l of listeners) l();
  },
};

const NO_GUEST: GuestSessionState = { access: null, email: null };

export function useGuestSession(): GuestSessionState {
  // The server render (and hydration) has no guest checkout; the stored one follows (ADR 052).
  return useSyncExternalStore(guestSession.subscribe, guestSession.get, () => NO_GUEST);
}
