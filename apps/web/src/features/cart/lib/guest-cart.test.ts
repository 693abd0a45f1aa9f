import { describe, expect, it } from 'vitest';

import {
  addGuestItem,
  getGuestTotals,
  parseCount,
  removeGuestItem,
  updateGuestItem,
} from './guest-cart';
import { makeProduct } from '@/testing/make-product';

const drill = makeProduct({ id: 1, price: '89.99', compare_price: '99.99' });
const cable = makeProduct({ id: 2, price: '0.10', compare_price: '0.20' });

describe('guest cart', () => {
  it('adds a new product with count 1', () => {
    expect(addGuestItem([], drill)).toEqual([{ product: drill, count: 1 }]);
  });

  it('does nothing when the product is already in the cart', () => {
    const once = addGuestItem([], drill);
    const updated = updateGuestItem(once, drill.id, 4);
    expect(addGuestItem(updated, drill)).toEqual([{ product: drill, count: 4 }]);
  });

  it('parses counts as integers', () => {
    const items = addGuestItem([], drill);
    expect(updateGuestItem(items, drill.id, '3')[0]?.count).toBe(3);
    expect(updateGuestItem(items, drill.id, '7.9')[0]?.count).toBe(7);
    expect(updateGuestItem(items, drill.id, 2.5)[0]?.count).toBe(2);
  });

  it('ignores counts that are not 1 to 999 (bulk counts above 10 are kept, issue 33)', () => {
    const items = addGuestItem([], drill);
    expect(updateGuestItem(items, drill.id, 'abc')).toBe(items);
    expect(updateGuestItem(items, drill.id, '0')).toBe(items);
    expect(updateGuestItem(items, drill.id, 1000)).toBe(items);
    expect(parseCount('10')).toBe(10);
    expect(parseCount('50')).toBe(50);
  });

  it('removes only the chosen line', () => {
    const items = addGuestItem(addGuestItem([], drill), cable);
    expect(removeGuestItem(items, drill.id)).toEqual([{ product: cable, count: 1 }]);
  });

  it('totals price x count and compare_price x count, rounded to 2 decimals', () => {
    let items = addGuestItem(addGuestItem([], drill), cable);
    items = updateGuestItem(items, drill.id, 3);
    items = updateGuestItem(items, cable.id, 3);
    // 3 x 0.10 is 0.30000000000000004 in floating point; the cart shows 0.30.
    expect(getGuestTotals(items)).toEqual({
      amountCents: 27027,
      compareAmountCents: 30057,
      totalItems: 2,
    });
    expect(getGuestTotals(updateGuestItem(items, drill.id, 1)).amountCents).toBe(9029);
  });

  it('counts distinct lines, not units', () => {
    const items = updateGuestItem(addGuestItem([], drill), drill.id, 5);
    expect(getGuestTotals(items).totalItems).toBe(1);
    expect(getGuestTotals([])).toEqual({ amountCents: 0, compareAmountCents: 0, totalItems: 0 });
  });
});
