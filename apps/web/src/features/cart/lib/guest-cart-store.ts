import { useSyncExternalStore } from 'react';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';
import { parseGuestCart, type GuestCartItem } from './guest-cart';

/** The guest cart, kept in localStorage `cart` and read back through a hand check (invalid -> empty). */
/** An empty cart: the server render's value, and the browser's while none is stored (the same
 * array, so hydration does not re-render what shows the cart). */
const NO_ITEMS: GuestCartItem[] = [];

function readStored(): GuestCartItem[] {
  const stored = readJson(STORAGE_KEYS.cart, parseGuestCart, NO_ITEMS);
  return stored.length === 0 ? NO_ITEMS : stored;
}

let items: GuestCartItem[] = readStored();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const guestCart = {
  get: () => items,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  set(next: GuestCartItem[]) {
    items = next;
    writeJson(STORAGE_KEYS.cart, next);
    emit();
  },
  /** Empty-cart: clears the stored cart. */
  clear() {
    items = [];
    localStorage.removeItem(STORAGE_KEYS.cart);
    emit();
  },
  /** Reads storage again (page load, another tab). */
  reload() {
    items = readStored();
    emit();
  },
};

// Another tab changed the cart: follow it so the badge stays right.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cart || event.key === null) guestCart.reload();
  });
}

export function useGuestCartItems(): GuestCartItem[] {
  // The server render (and hydration) shows the empty cart; the stored one follows (ADR 052).
  return useSyncExternalStore(guestCart.subscribe, guestCart.get, () => NO_ITEMS);
}
