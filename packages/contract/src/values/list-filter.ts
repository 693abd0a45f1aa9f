// The list pages' filter in their URLs (ADR 038): /shop, /catalogo and /search read it in the
// browser, and the server reads the same URL to render the list the browser will show (ADR 097).
// Checked by hand, without zod, for the web's first paint (ADR 040).
import type { PriceRange, SortKey, SortOrder } from '../catalog.js';
import { PRICE_RANGES, SORT_KEYS } from './catalog.js';

/** The filter panel's state (the seed's: category_id, price_range, sortBy, order). */
export interface CatalogFilter {
  category_id: number;
  price_range: PriceRange;
  /** Absent = by relevance (search page only). */
  sort_by?: SortKey;
  order: SortOrder;
  /** Brand names (ADR 038); empty = every brand. */
  brand?: string[];
  /** 'Solo con stock'. */
  in_stock?: boolean;
}

export interface SearchState {
  q: string;
  filter: CatalogFilter;
}

const oneOf = <T extends string>(choices: readonly T[], value: unknown): T | undefined =>
  choices.find((choice) => choice === value);

/** Brand names: 1-20 of them, each trimmed to 1-100 characters; anything else is no brand. */
function readBrands(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length > 20) return undefined;
  if (!value.every((b) => typeof b === 'string')) return undefined;
  const brands = (value as string[]).map((b) => b.trim());
  return brands.every((b) => b.length >= 1 && b.length <= 100) ? brands : undefined;
}

/**
 * Checks a filter read back from storage or the URL. Not an object: null. A field that is not
 * valid takes its default (category 0, 'Any', no sort, 'desc', every brand, in stock or not), so a
 * hand-edited URL still shows a list.
 */
export function parseCatalogFilter(value: unknown): CatalogFilter | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const input = value as Record<string, unknown>;
  const category = Number(input.category_id);
  const sortBy = oneOf(SORT_KEYS, input.sort_by);
  const brand = readBrands(input.brand);
  return {
    category_id: Number.isInteger(category) && category >= 0 ? category : 0,
    price_range:
      oneOf(
        PRICE_RANGES.map((r) => r.value),
        input.price_range,
      ) ?? 'Any',
    ...(sortBy ? { sort_by: sortBy } : {}),
    order: oneOf(['asc', 'desc'] as const, input.order) ?? 'desc',
    ...(brand ? { brand } : {}),
    ...(typeof input.in_stock === 'boolean' ? { in_stock: input.in_stock } : {}),
  };
}

/** The filter as the list endpoints take it: the new fields only when they narrow the list. */
export function toFilterBody(filter: CatalogFilter) {
  const { brand, in_stock, ...rest } = filter;
  return {
    ...rest,
    ...(brand?.length ? { brand } : {}),
    ...(in_stock ? { in_stock: true as const } : {}),
  };
}

/** The URL keys of a list filter: shared by /shop, /catalogo and /search. */
const FILTER_KEYS = ['category', 'price_range', 'sort_by', 'order', 'brand', 'in_stock'];

/** Reads category, price_range, sort_by, order, brand (repeated) and in_stock=1 (invalid: defaults). */
export function readFilterParams(params: URLSearchParams): CatalogFilter {
  const brand = params.getAll('brand').filter(Boolean);
  return parseCatalogFilter({
    category_id: params.get('category') ?? 0,
    price_range: params.get('price_range') ?? 'Any',
    sort_by: params.get('sort_by') ?? undefined,
    order: params.get('order') ?? 'desc',
    ...(brand.length ? { brand } : {}),
    ...(params.get('in_stock') === '1' ? { in_stock: true } : {}),
  })!;
}

/** The filter of a list page's URL, or null when the URL names none (the unfiltered list). */
export function readListFilter(params: URLSearchParams): CatalogFilter | null {
  return FILTER_KEYS.some((k) => params.has(k)) ? readFilterParams(params) : null;
}

/** The URL parameters of a filter (defaults left out, page back to 1). */
export function writeFilterParams(
  filter: CatalogFilter,
  params = new URLSearchParams(),
): URLSearchParams {
  params.set('category', String(filter.category_id));
  if (filter.price_range !== 'Any') params.set('price_range', filter.price_range);
  if (filter.sort_by) {
    params.set('sort_by', filter.sort_by);
    params.set('order', filter.order);
  }
  for (const b of filter.brand ?? []) params.append('brand', b);
  if (filter.in_stock) params.set('in_stock', '1');
  return params;
}

/** Reads /search?q=&category=&price_range=&sort_by=&order=&brand=&in_stock= */
export function readSearchState(params: URLSearchParams): SearchState {
  return { q: params.get('q') ?? '', filter: readFilterParams(params) };
}

/** The URL parameters of a search (defaults left out; page back to 1). */
export function writeSearchState({ q, filter }: SearchState): URLSearchParams {
  return writeFilterParams(filter, new URLSearchParams({ q }));
}

/** The 1-based `page` of a list page's URL (anything else: 1). */
export function readPageParam(params: URLSearchParams): number {
  const raw = Number(params.get('page'));
  return Number.isInteger(raw) && raw >= 1 ? raw : 1;
}
