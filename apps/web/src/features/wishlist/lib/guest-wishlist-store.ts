import { useSyncExternalStore } from 'react';
import { WISHLIST_MAX_ITEMS } from '@shop/contract/values';
import { readJson, writeJson } from '@/lib/storage';

/** A guest's hearts: product ids in localStorage `wishlist`, merged into the account on sign-in. */
export const GUEST_WISHLIST_KEY = 'wishlist';

/** Stored ids: positive integers, at most WISHLIST_MAX_ITEMS; anything else reads as none. */
function parseIds(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length > WISHLIST_MAX_ITEMS) return null;
  return value.every((id) => Number.isInteger(id) && (id as number) > 0)
    ? (value as number[])
    : null;
}

/** No hearts: the server render's value, and the browser's while none are stored (the same
 * array, so hydration does not re-render every heart). */
const NO_IDS: number[] = [];

function readStored(): number[] {
  const stored = readJson(GUEST_WISHLIST_KEY, parseIds, NO_IDS);
  return stored.length === 0 ? NO_IDS : stored;
}

let ids: number[] = readStored();
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const guestWishlist = {
  get: () => ids,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  toggle(productId: number): boolean {
    const had = ids.includes(productId);
    ids = had
      ? ids.filter((id) => id !== productId)
      : [...ids, productId].slice(-WISHLIST_MAX_ITEMS);
    writeJson(GUEST_WISHLIST_KEY, ids);
    emit();
    return !had;
  },
  clear() {
    ids = [];
    localStorage.removeItem(GUEST_WISHLIST_KEY);
    emit();
  },
  reload() {
    ids = readStored();
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === GUEST_WISHLIST_KEY || event.key === null) guestWishlist.reload();
  });
}

export function useGuestWishlist(): number[] {
  // The server render (and hydration) shows no hearts; the stored ones follow (ADR 052).
  return useSyncExternalStore(guestWishlist.subscribe, guestWishlist.get, () => NO_IDS);
}
