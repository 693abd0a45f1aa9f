import { ProductSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseGuestCart } from './guest-cart';
import { CART_MAX_COUNT as MAX_COUNT } from '@shop/contract/values';
import { makeProduct } from '@/testing/make-product';

// The zod schema the store used before ADR 040: the hand check must accept and reject the same.
const FormerSchema = z.array(
  z.object({
    product: ProductSchema.extend({
      sku: z.string().default(''),
      iva_rate: z.number().default(15),
    }),
    count: z.number().int().min(1).max(MAX_COUNT),
  }),
);

const drill = makeProduct({ id: 1, price: '89.99', compare_price: '99.99' });
const { sku: _sku, iva_rate: _iva, ...older } = drill;

const cases: unknown[] = [
  [],
  [{ product: drill, count: 1 }],
  [{ product: drill, count: MAX_COUNT }],
  [{ product: drill, count: 50 }],
  [{ product: { ...drill, extra: 'dropped' }, count: 2, note: 'dropped' }],
  [{ product: older, count: 3 }],
  [{ product: drill, count: 0 }],
  [{ product: drill, count: MAX_COUNT + 1 }],
  [{ product: drill, count: 1.5 }],
  [{ product: drill, count: '2' }],
  [{ product: { ...drill, price: '89.9' }, count: 1 }],
  [{ product: { ...drill, id: '1' }, count: 1 }],
  [{ product: { ...drill, quantity: 2.5 }, count: 1 }],
  [{ product: { ...drill, name: null }, count: 1 }],
  [{ product: { ...drill, iva_rate: '15' }, count: 1 }],
  [{ product: { ...drill, sku: 7 }, count: 1 }],
  [{ count: 1 }],
  [null],
  [[drill]],
  { product: drill, count: 1 },
  'cart',
  null,
];

describe('parseGuestCart', () => {
  it.each(cases.map((value) => [JSON.stringify(value), value]))(
    'agrees with the former schema on %s',
    (_label, value) => {
      const former = FormerSchema.safeParse(value);
      expect(parseGuestCart(value)).toEqual(former.success ? former.data : null);
    },
  );

  it('fills the fields older carts lack', () => {
    expect(parseGuestCart([{ product: older, count: 3 }])?.[0]?.product).toMatchObject({
      sku: '',
      iva_rate: 15,
    });
  });
});
