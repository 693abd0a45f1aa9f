import { useSyncExternalStore } from 'react';
import { readToken, writeToken } from './storage';

/**
 * The session: tokens persisted in localStorage (`access`, `refresh`) and whether the user is
 * known to be signed in (null until the app-load check finishes).
 */
export interface SessionState {
  access: string | null;
  refresh: string | null;
  isAuthenticated: boolean | null;
}

let state: SessionState = {
  access: readToken('access'),
  refresh: readToken('refresh'),
  isAuthenticated: null,
};
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export const session = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Stores new tokens (login or refresh) and marks the session signed in. */
  setTokens(tokens: { access: string; refresh?: string }) {
    writeToken('access', tokens.access);
    if (tokens.refresh) writeToken('refresh', tokens.refresh);
    state = {
      access: tokens.access,
      refresh: tokens.refresh ?? state.refresh,
      isAuthenticated: true,
    };
    emit();
  },
  setAuthenticated(isAuthenticated: boolean) {
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
  /** Re-reads storage (tests, other tabs). */
  reload() {
    state = {
      access: readToken('access'),
      refresh: readToken('refresh'),
      isAuthenticated: state.isAuthenticated,
    };
    emit();
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
