import type { PriceRange, SortKey, SortOrder } from '@shop/contract';
import { FILTER_DEFAULTS, PRICE_RANGES, SORT_KEYS } from '@shop/contract/values';

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
 * Checks a filter read back from storage or the URL, by hand so the list pages' first paint needs
 * no zod (ADR 040). Not an object: null. A field that is not valid takes its default (category 0,
 * 'Any', no sort, 'desc', every brand, in stock or not), so a hand-edited URL still shows a list.
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
