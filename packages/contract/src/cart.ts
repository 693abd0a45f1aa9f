import { z } from 'zod';
import { IdSchema } from './common.js';
import { ProductSchema } from './catalog.js';
import { IvaTotalsSchema } from './iva.js';
import { CART_MAX_COUNT, CART_MAX_LINES } from './values/cart.js';
export { CART_ERRORS } from './values/cart.js';

export {
  CART_MAX_COUNT,
  CART_MAX_LINES,
  CART_SELECT_COUNTS,
  cartMaxPerOrderMessage,
} from './values/cart.js';

/** A count given as a number or a string of digits, as DRF's IntegerField takes it. */
const integerField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d{1,9}\s*$/.test(v) ? Number(v) : v),
    z
      .number({
        error: (iss) =>
          iss.input === undefined ? 'This field is required.' : 'A valid integer is required.',
      })
      .int('A valid integer is required.'),
  );

/** 1 to CART_MAX_COUNT units of one product (the stock decides further). */
export const CartCountSchema = integerField().pipe(
  z
    .number()
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(CART_MAX_COUNT, `Ensure this value is less than or equal to ${CART_MAX_COUNT}.`),
);

export const CartLineSchema = z.object({
  id: z.number().int(),
  count: z.number().int(),
  product: ProductSchema,
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** The whole cart, lines in the order they were added. */
export const CartResponseSchema = z.object({ cart: z.array(CartLineSchema) });
export type CartResponse = z.infer<typeof CartResponseSchema>;

/** Numbers, not money strings, as the seed's clients read them. */
export const CartTotalResponseSchema = z.object({
  total_cost: z.number(),
  total_compare_cost: z.number(),
  /** IVA per rate of the goods (extra field, not in the seed; iva.ts ivaTotalsOf). */
  iva: IvaTotalsSchema.optional(),
});
export type CartTotalResponse = z.infer<typeof CartTotalResponseSchema>;

/** The number of distinct lines. */
export const CartItemTotalResponseSchema = z.object({ total_items: z.number().int() });

export const CartProductBodySchema = z.object({ product_id: IdSchema });
export type CartProductBody = z.infer<typeof CartProductBodySchema>;

export const UpdateCartItemBodySchema = z.object({
  product_id: IdSchema,
  count: CartCountSchema,
});
export type UpdateCartItemBody = z.infer<typeof UpdateCartItemBodySchema>;

export const EmptyCartResponseSchema = z.object({
  success: z.literal('Cart emptied successfully'),
});

/** A guest line: its count is capped at 10 and at the stock when merged, so any positive count is taken. */
export const GuestCartLineSchema = z.object({
  product_id: IdSchema,
  count: integerField().pipe(z.number().min(1, 'Ensure this value is greater than or equal to 1.')),
});

export const SynchCartBodySchema = z.object({
  cart_items: z
    .array(GuestCartLineSchema, {
      error: (iss) =>
        iss.input === undefined
          ? 'This field is required.'
          : `Expected a list of items but got type "${typeof iss.input}".`,
    })
    .max(CART_MAX_LINES, `Ensure this field has no more than ${CART_MAX_LINES} elements.`),
});
export type SynchCartBody = z.infer<typeof SynchCartBodySchema>;

export const SynchCartResponseSchema = z.object({ success: z.literal('Cart Synchronized') });
