import { PRICE_RANGES, SortKeySchema, SortOrderSchema, type PriceRange } from './catalog.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseCatalogFilter } from './values/list-filter.js';

// The zod schema the list pages used before ADR 040: the hand check must give the same filter.
const priceRanges = PRICE_RANGES.map((r) => r.value) as [PriceRange, ...PriceRange[]];
const FormerSchema = z.object({
  category_id: z.coerce.number().int().min(0).catch(0),
  price_range: z.enum(priceRanges).catch('Any'),
  sort_by: SortKeySchema.optional().catch(undefined),
  order: SortOrderSchema.catch('desc'),
  brand: z.array(z.string().trim().min(1).max(100)).max(20).optional().catch(undefined),
  in_stock: z.boolean().optional().catch(undefined),
});

const cases: unknown[] = [
  {},
  { category_id: 3, price_range: '20 - 39', sort_by: 'price', order: 'asc' },
  { category_id: '7', price_range: 'Any', order: 'desc' },
  { category_id: ' 4 ', sort_by: 'title' },
  { category_id: -1, price_range: 'cheap', sort_by: 'stars', order: 'up' },
  { category_id: 2.5 },
  { category_id: 'x' },
  { category_id: null },
  { brand: ['  Truper ', 'Stanley'], in_stock: true },
  { brand: ['Truper', ''] },
  { brand: ['x'.repeat(101)] },
  { brand: Array.from({ length: 21 }, (_, i) => `B${i}`) },
  { brand: 'Truper', in_stock: 'yes' },
  { in_stock: false },
];

describe('parseCatalogFilter', () => {
  it.each(cases.map((value) => [JSON.stringify(value), value]))(
    'agrees with the former schema on %s',
    (_label, value) => {
      expect(parseCatalogFilter(value)).toEqual(FormerSchema.parse(value));
    },
  );

  it('rejects what is not an object', () => {
    for (const value of [null, 'filter', 3, ['a']]) {
      expect(parseCatalogFilter(value)).toBeNull();
      expect(FormerSchema.safeParse(value).success).toBe(false);
    }
  });
});
