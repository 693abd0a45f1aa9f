import { describe, expect, it } from 'vitest';
import { centsToMoney, centsToNumber, moneyToCents, numberToCents } from './money.js';

describe('money in cents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [123456789, '1234567.89'],
    [-499, '-4.99'],
  ])('writes %i cents as "%s" and reads it back', (cents, money) => {
    expect(centsToMoney(cents)).toBe(money);
    expect(moneyToCents(money)).toBe(cents);
  });

  it('reads amounts with fewer decimals', () => {
    expect(moneyToCents('12.5')).toBe(1250);
    expect(moneyToCents('12')).toBe(1200);
  });

  it('converts to and from the numbers of get-total without float drift', () => {
    expect(centsToNumber(27027)).toBe(270.27);
    expect(numberToCents(0.1 + 0.2)).toBe(30);
    expect(numberToCents(90.29)).toBe(9029);
  });
});
