// Zod-free values and functions of catalog.ts, for the web's first paint (ADR 040); catalog.ts
// re-exports them.
import type { SortKey, SortOrder } from '../catalog.js';

/** `{"error": ...}` messages of the catalogue endpoints, for clients that branch on them. */
export const CATALOG_ERRORS = {
  productNotFound: 'Product with this ID does not exist',
  categoryNotFound: 'This category does not exist',
} as const;

/** Sort keys; `created` and `title` are the seed's aliases of `date_created` and `name`. */
export const SORT_KEYS = ['date_created', 'created', 'price', 'sold', 'name', 'title'] as const;

/** The choices of the filter panel's 'Más filtros' (the seed's sort by and order). */
export const SORT_OPTIONS = [
  { value: 'price', label: 'Precio' },
  { value: 'sold', label: 'Más populares' },
  { value: 'name', label: 'Nombre' },
] as const satisfies readonly { value: SortKey; label: string }[];

export const ORDER_OPTIONS = [
  { value: 'asc', label: 'A - Z' },
  { value: 'desc', label: 'Z - A' },
] as const satisfies readonly { value: SortOrder; label: string }[];

/**
 * The six price ranges of the filter panel. Bounds in cents: lower inclusive, upper exclusive
 * (the next range's lower bound); null = open.
 */
export const PRICE_RANGES = [
  { value: 'Any', label: 'Todos los precios', minCents: null, maxCents: null },
  { value: '1 - 19', label: '1 - 19', minCents: 100, maxCents: 2000 },
  { value: '20 - 39', label: '20 - 39', minCents: 2000, maxCents: 4000 },
  { value: '40 - 59', label: '40 - 59', minCents: 4000, maxCents: 6000 },
  { value: '60 - 79', label: '60 - 79', minCents: 6000, maxCents: 8000 },
  { value: 'More than 80', label: '80 o más', minCents: 8000, maxCents: null },
] as const;

/** The filter state's defaults (the seed's: category 0, 'Any', 'created', 'desc'). */
export const FILTER_DEFAULTS = {
  category_id: 0,
  price_range: 'Any',
  sort_by: 'created',
  order: 'desc',
} as const;

export const SEARCH_MAX_LENGTH = 200;

export const SUGGEST_LIMIT_MAX = 10;

/** The seed's stock labels: 'En Stock' when quantity > 0. */
export const STOCK_LABELS = { inStock: 'En Stock', outOfStock: 'Fuera de Stock' } as const;
