import { CatalogFilterSchema, type CatalogFilter } from './catalog-filter';

export interface SearchState {
  q: string;
  filter: CatalogFilter;
}

/** Reads /search?q=&category=&price_range=&sort_by=&order= (anything invalid falls back). */
export function readSearchState(params: URLSearchParams): SearchState {
  return {
    q: params.get('q') ?? '',
    filter: CatalogFilterSchema.parse({
      category_id: params.get('category') ?? 0,
      price_range: params.get('price_range') ?? 'Any',
      sort_by: params.get('sort_by') ?? undefined,
      order: params.get('order') ?? 'desc',
    }),
  };
}

/** The URL parameters of a search (defaults left out; page back to 1). */
export function writeSearchState({ q, filter }: SearchState): URLSearchParams {
  const params = new URLSearchParams({ q, category: String(filter.category_id) });
  if (filter.price_range !== 'Any') params.set('price_range', filter.price_range);
  if (filter.sort_by) {
    params.set('sort_by', filter.sort_by);
    params.set('order', filter.order);
  }
  return params;
}
