import { describe, expect, it } from 'vitest';
import { hasStockFor, QUANTITY_OPTIONS, quantityChoices } from './quantity';

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
