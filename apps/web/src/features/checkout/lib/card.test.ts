import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, isExpired, parseExpiry } from './card';

describe('card helpers', () => {
  it('groups the number by four and types the expiry slash', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('1')).toBe('1');
  });

  it('reads MM/AA and refuses impossible months', () => {
    expect(parseExpiry('08/29')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0829')).toBeNull();
  });

  it('treats a card as valid through the end of its month', () => {
    const now = new Date(2026, 10, 22);
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
  });
});
