import { afterEach, describe, expect, it } from 'vitest';

import { guestCart } from './guest-cart-store';
import { makeProduct } from '@/testing/make-product';

afterEach(() => guestCart.clear());

describe('guest cart storage', () => {
  it('keeps the cart under the `cart` key as a list of {product, count}', () => {
    const product = makeProduct({ id: 5 });
    guestCart.set([{ product, count: 2 }]);
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([{ product, count: 2 }]);
    guestCart.reload();
    expect(guestCart.get()).toEqual([{ product, count: 2 }]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"product": 1}'],
    ['a line without a product', '[{"count": 1}]'],
    ['a count that is not an integer', JSON.stringify([{ product: makeProduct(), count: 1.5 }])],
    [
      'a product with a broken price',
      JSON.stringify([{ product: makeProduct({ price: 'free' }), count: 1 }]),
    ],
  ])('reads %s back as an empty cart', (_, raw) => {
    localStorage.setItem('cart', raw);
    guestCart.reload();
    expect(guestCart.get()).toEqual([]);
  });

  it('empty-cart removes the stored cart', () => {
    guestCart.set([{ product: makeProduct(), count: 1 }]);
    guestCart.clear();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(guestCart.get()).toEqual([]);
  });
});
