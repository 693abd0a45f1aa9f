import { describe, expect, it } from 'vitest';
import { type SearchInput, searchCacheKey, suggestCacheKey } from './search.service.js';

const base: SearchInput = { search: 'taladro', category_id: 0, price_range: 'Any', order: 'desc' };

describe('search cache keys', () => {
  it('are equal for searches that must answer alike', () => {
    const key = searchCacheKey({ ...base, search: 'Iluminación  LED' });
    expect(searchCacheKey({ ...base, search: 'iluminacion led' })).toBe(key);
    expect(searchCacheKey({ ...base, search: ' ILUMINACIÓN, led led ' })).toBe(key);
    // The order only matters with a customer's sort.
    expect(searchCacheKey({ ...base, search: 'iluminacion led', order: 'asc' })).toBe(key);
    expect(suggestCacheKey('Amol', 6)).toBe(suggestCacheKey('amol ', 6));
  });

  it('differ for searches that may answer differently', () => {
    const keys = [
      searchCacheKey(base),
      searchCacheKey({ ...base, search: 'taladros' }),
      searchCacheKey({ ...base, search: 'led iluminacion' }),
      searchCacheKey({ ...base, category_id: 3 }),
      searchCacheKey({ ...base, price_range: '20 - 39' }),
      searchCacheKey({ ...base, sort_by: 'price' }),
      searchCacheKey({ ...base, sort_by: 'price', order: 'asc' }),
      searchCacheKey({ ...base, page: 1 }),
      searchCacheKey({ ...base, page: 2 }),
      searchCacheKey({ ...base, page: 2, page_size: 10 }),
      searchCacheKey({ ...base, search: '' }),
      searchCacheKey({ ...base, search: '', sort_by: 'price' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(suggestCacheKey('amol', 6)).not.toBe(suggestCacheKey('amol', 5));
    expect(suggestCacheKey('amol', 6)).not.toBe(suggestCacheKey('amo', 6));
  });
});
