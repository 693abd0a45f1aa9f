/** The browser storage keys of the seed: access, refresh, cart. */
export const STORAGE_KEYS = { access: 'access', refresh: 'refresh', cart: 'cart' } as const;

export function readToken(key: 'access' | 'refresh'): string | null {
  // The server render has no storage: signed out there (ADR 052).
  if (typeof localStorage === 'undefined') return null;
  const value = localStorage.getItem(STORAGE_KEYS[key]);
  return value && value !== 'null' && value !== 'undefined' ? value : null;
}

export function writeToken(key: 'access' | 'refresh', value: string | null) {
  if (value) localStorage.setItem(STORAGE_KEYS[key], value);
  else localStorage.removeItem(STORAGE_KEYS[key]);
}

/** Checks a stored value: the value to use, or null when it is invalid. */
export type StoredParser<T> = (value: unknown) => T | null;

/** Reads a JSON value back from storage and validates it; anything invalid reads as the fallback. */
export function readJson<T>(key: string, parse: StoredParser<T>, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return fallback;
    return parse(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown) {
  localStorage.setItem(key, JSON.stringify(value));
}
