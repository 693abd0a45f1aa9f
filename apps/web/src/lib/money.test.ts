import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

const intl = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

describe('formatMoney', () => {
  it('writes dollars with thousands commas and two decimals', () => {
    expect(formatMoney('12.50')).toBe('$12.50');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-3.2)).toBe('-$3.20');
  });

  it('rounds half up on the written decimals, as Intl does (1.005 -> $1.01)', () => {
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(2.675)).toBe('$2.68');
    expect(formatMoney('999.995')).toBe('$1,000.00');
  });

  it('shows $0.00 for what is not a number', () => {
    expect(formatMoney('abc')).toBe('$0.00');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });

  it("agrees with Intl's en-US USD format on 40,000 amounts", () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 10_000; i++) {
      for (const amount of [
        i / 1000,
        -i / 1000,
        Math.round(random() * 1e8) / 1000,
        random() * 1e6,
      ]) {
        expect(formatMoney(amount)).toBe(intl.format(amount));
      }
    }
  });
});
