import { describe, expect, it } from 'vitest';
import { hasStockFor, maxCountFor, QUANTITY_OPTIONS, quantityChoices } from './quantity';

describe('stock rule', () => {
  it('allows a count only when the stock is at least that count', () => {
    expect(hasStockFor({ quantity: 3 }, 3)).toBe(true);
    expect(hasStockFor({ quantity: 3 }, 4)).toBe(false);
    expect(hasStockFor({ quantity: 0 }, 1)).toBe(false);
  });

  it('offers 1 to 10', () => {
    expect(QUANTITY_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('quantityChoices', () => {
  it('never offers more than the stock, nor more than 10', () => {
    expect(quantityChoices({ quantity: 2 })).toEqual([1, 2]);
    expect(quantityChoices({ quantity: 25 })).toEqual(QUANTITY_OPTIONS);
    expect(quantityChoices({ quantity: 0 })).toEqual([]);
  });
});

describe('maxCountFor (issue 33, ADR 082)', () => {
  it("stops at the stock, at staff's maximum per order when set, and at 999", () => {
    expect(maxCountFor({ quantity: 200 })).toBe(200);
    expect(maxCountFor({ quantity: 200, max_per_order: 60 })).toBe(60);
    expect(maxCountFor({ quantity: 12, max_per_order: 60 })).toBe(12);
    expect(maxCountFor({ quantity: 5000 })).toBe(999);
    expect(maxCountFor({ quantity: -1 })).toBe(0);
  });
});
