import { describe, expect, it } from 'vitest';
import { fromOfState, returnPathOf } from './return-path';

describe('returnPathOf', () => {
  it.each([
    ['/cart', '/cart'],
    ['/checkout', '/checkout'],
    ['/product/3?x=1#resenas', '/product/3?x=1#resenas'],
  ])('keeps the same-site path %s', (next, expected) => {
    expect(returnPathOf(next)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'cart',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?next=/cart',
    '/a\nb',
  ])('sends %s home', (next) => {
    expect(returnPathOf(next)).toBe('/');
  });

  it('reads the router state', () => {
    expect(fromOfState({ from: '/cart' })).toBe('/cart');
    expect(fromOfState(null)).toBeUndefined();
  });
});
