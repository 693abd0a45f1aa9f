import { useSyncExternalStore } from 'react';
import { parseCatalogFilter, type CatalogFilter } from '@shop/contract/values';

/** Where the filter applied on /shop is kept for this browser session (read by /catalogo too). */
const STORAGE_KEY = 'catalog-filter';

function read(): CatalogFilter | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    return parseCatalogFilter(JSON.parse(raw));
  } catch {
    return null;
  }
}

let applied: CatalogFilter | null = read();
const listeners = new Set<() => void>();

function set(next: CatalogFilter | null) {
  applied = next;
  try {
    if (next) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked: the filter still lives in memory for this page.
  }
  for (const l of listeners) l();
}

export const appliedFilter = {
  get: () => applied,
  /** The 'Buscar' button: from now on /shop and /catalogo show the filtered list. */
  apply: (filter: CatalogFilter) => set(filter),
  clear: () => set(null),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The filter applied in this session, or null before 'Buscar' was pressed. */
export function useAppliedFilter(): CatalogFilter | null {
  // The server render (and hydration) lists without a filter; the stored one follows (ADR 052).
  return useSyncExternalStore(appliedFilter.subscribe, appliedFilter.get, () => null);
}
