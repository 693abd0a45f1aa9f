import type { z } from 'zod';

/** The browser storage keys of the seed: access, refresh, cart. */
export const STORAGE_KEYS = { access: 'access', refresh: 'refresh', cart: 'cart' } as const;

export function readToken(key: 'access' | 'refresh'): string | null {
  const value = localStorage.getItem(STORAGE_KEYS[key]);
  return value && value !== 'null' && value !== 'undefined' ? value : null;
}

export function writeToken(key: 'access' | 'refresh', value: string | null) {
  if (value) localStorage.setItem(STORAGE_KEYS[key], value);
  else localStorage.removeItem(STORAGE_KEYS[key]);
}

/** Reads a JSON value back from storage and validates it; anything invalid reads as the fallback. */
export function readJson<T>(key: string, schema: z.ZodType<T>, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown) {
  localStorage.setItem(key, JSON.stringify(value));
}
