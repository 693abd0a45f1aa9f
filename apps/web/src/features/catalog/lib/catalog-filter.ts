import {
  FILTER_DEFAULTS,
  PRICE_RANGES,
  SortKeySchema,
  SortOrderSchema,
  type PriceRange,
  type SortKey,
  type SortOrder,
} from '@shop/contract';
import { z } from 'zod';

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

export const DEFAULT_FILTER: CatalogFilter = {
  category_id: FILTER_DEFAULTS.category_id,
  price_range: FILTER_DEFAULTS.price_range,
  sort_by: 'date_created',
  order: FILTER_DEFAULTS.order,
};

const priceRangeValues = PRICE_RANGES.map((r) => r.value) as [PriceRange, ...PriceRange[]];

/** Validates a filter read back from storage or the URL. */
export const CatalogFilterSchema = z.object({
  category_id: z.coerce.number().int().min(0).catch(0),
  price_range: z.enum(priceRangeValues).catch('Any'),
  sort_by: SortKeySchema.optional().catch(undefined),
  order: SortOrderSchema.catch('desc'),
  brand: z.array(z.string().trim().min(1).max(100)).max(20).optional().catch(undefined),
  in_stock: z.boolean().optional().catch(undefined),
});

/** The filter as the list endpoints take it: the new fields only when they narrow the list. */
export function toFilterBody(filter: CatalogFilter) {
  const { brand, in_stock, ...rest } = filter;
  return {
    ...rest,
    ...(brand?.length ? { brand } : {}),
    ...(in_stock ? { in_stock: true } : {}),
  };
}

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
