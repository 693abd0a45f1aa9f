import { describe, expect, it } from 'vitest';
import {
  centsToMoney,
  centsToNumber,
  dollarsText,
  formatUsd,
  moneyToCents,
  numberToCents,
} from './money.js';

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

describe('money as text', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [1230, '$12.30'],
    [123450, '$1,234.50'],
    [123456789, '$1,234,567.89'],
    [-320, '-$3.20'],
    [-123450, '-$1,234.50'],
  ])('writes %i cents as "%s"', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it("agrees with Intl's en-US USD format", () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (let cents = -250_000; cents <= 250_000; cents += 997)
      expect(formatUsd(cents)).toBe(intl.format(cents / 100));
  });

  it('writes an unsigned two-decimal amount with the dollar sign and thousands commas', () => {
    expect(dollarsText('89.50')).toBe('$89.50');
    expect(dollarsText('1000000.00')).toBe('$1,000,000.00');
  });
});
