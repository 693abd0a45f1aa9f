import { parseCatalogFilter, type CatalogFilter } from './catalog-filter';

export interface SearchState {
  q: string;
  filter: CatalogFilter;
}

/** The URL keys of a list filter (ADR 038): shared by /shop, /catalogo and /search. */
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
