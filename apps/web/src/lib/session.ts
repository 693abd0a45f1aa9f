import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readToken, writeToken } from './storage';

/**
 * The session: tokens persisted in localStorage (`access`, `refresh`) and whether the user is
 * known to be signed in (null until the app-load check finishes).
 */
export interface SessionState {
  access: string | null;
  refresh: string | null;
  isAuthenticated: boolean | null;
}

export interface Tokens {
  access: string;
  refresh?: string;
}

/** What the server renders and hydration starts from: no tokens, not checked yet (ADR 052). */
const SERVER_SESSION: SessionState = { access: null, refresh: null, isAuthenticated: null };

/** Without stored tokens the browser starts from the very same object, so hydration does not
 * re-render everything that reads the session. */
function storedSession(): SessionState {
  const access = readToken('access');
  const refresh = readToken('refresh');
  return access || refresh ? { access, refresh, isAuthenticated: null } : SERVER_SESSION;
}

let state: SessionState = storedSession();
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

function storeTokens(tokens: Tokens, isAuthenticated: boolean | null) {
  writeToken('access', tokens.access);
  if (tokens.refresh) writeToken('refresh', tokens.refresh);
  state = { access: tokens.access, refresh: tokens.refresh ?? state.refresh, isAuthenticated };
  emit();
}

export const session = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Stores the tokens of a login and marks the session signed in (subscribers sync the cart). */
  setTokens(tokens: Tokens) {
    storeTokens(tokens, true);
  },
  /** Stores rotated tokens (refresh) without deciding whether the user is signed in. */
  rotateTokens(tokens: Tokens) {
    storeTokens(tokens, state.isAuthenticated);
  },
  /** Signed in or out once known; null means "not known yet" (the app-load check runs). */
  setAuthenticated(isAuthenticated: boolean | null) {
    state = { ...state, isAuthenticated };
    emit();
  },
  /** Clears both stored tokens and marks the session signed out. */
  clear() {
    writeToken('access', null);
    writeToken('refresh', null);
    state = { access: null, refresh: null, isAuthenticated: false };
    emit();
  },
  /** Re-reads storage (tests, other tabs); a session whose tokens are gone is signed out. */
  reload() {
    const access = readToken('access');
    const refresh = readToken('refresh');
    const isAuthenticated = access || refresh ? state.isAuthenticated : false;
    state = { access, refresh, isAuthenticated };
    emit();
  },
};

// Another tab rotated the tokens or logged out: follow it, so this tab never sends a rotated
// (dead) refresh token, which the server would treat as reuse and revoke the whole session.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (
      event.key === null ||
      event.key === STORAGE_KEYS.access ||
      event.key === STORAGE_KEYS.refresh
    )
      session.reload();
  });
}

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, () => SERVER_SESSION);
}
