import { useSearchParams } from 'react-router';
import { appliedFilter, useAppliedFilter } from './filter-store';
import { readListFilter, writeFilterParams, type CatalogFilter } from '@shop/contract/values';

/**
 * The filter of /shop and /catalogo lives in the URL (ADR 038): a filtered page can be shared,
 * survives a reload and the back button returns to the previous filter. The last one applied
 * is also kept for the session, so /catalogo without parameters still shows it (the seed's).
 */
export function useListFilter({ sessionFallback }: { sessionFallback: boolean }) {
  const [params, setParams] = useSearchParams();
  const session = useAppliedFilter();
  const fromUrl = readListFilter(params);
  const filter = fromUrl ?? (sessionFallback ? session : null);
  return {
    filter,
    apply(next: CatalogFilter) {
      appliedFilter.apply(next);
      setParams(writeFilterParams(next));
      window.scrollTo({ top: 0 });
    },
    clear() {
      appliedFilter.clear();
      setParams(new URLSearchParams());
    },
  };
}

/** The query string of a filter, for links ('/shop?category=...'). */
export function filterSearch(filter: CatalogFilter): string {
  return `?${writeFilterParams(filter).toString()}`;
}
