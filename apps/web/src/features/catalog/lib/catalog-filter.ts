import type { SortKey } from '@shop/contract';
import { FILTER_DEFAULTS, type CatalogFilter } from '@shop/contract/values';

export const DEFAULT_FILTER: CatalogFilter = {
  category_id: FILTER_DEFAULTS.category_id,
  price_range: FILTER_DEFAULTS.price_range,
  sort_by: 'date_created',
  order: FILTER_DEFAULTS.order,
};

export const SORT_CHOICES_SHOP: readonly { value: SortKey; label: string }[] = [
  { value: 'date_created', label: 'Más recientes' },
  { value: 'price', label: 'Precio' },
  { value: 'sold', label: 'Más populares' },
  { value: 'name', label: 'Nombre' },
];

/** The seed's 'created' and 'title' are aliases; the panel shows them as their canonical keys. */
export function canonicalSort(sort: SortKey | undefined): SortKey | undefined {
  if (sort === 'created') return 'date_created';
  if (sort === 'title') return 'name';
  return sort;
}
