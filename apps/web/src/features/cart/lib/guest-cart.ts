import { moneyToCents, ProductSchema, type Product } from '@shop/contract';
import { z } from 'zod';
import { MAX_COUNT } from './quantity';

/** One line of the guest cart as the seed stores it under the `cart` key: a product and a count. */
export const GuestCartItemSchema = z.object({
  // Carts saved before products carried these fields still load.
  product: ProductSchema.extend({ sku: z.string().default(''), iva_rate: z.number().default(15) }),
  count: z.number().int().min(1).max(MAX_COUNT),
});
export type GuestCartItem = z.infer<typeof GuestCartItemSchema>;

export const GuestCartSchema = z.array(GuestCartItemSchema);

/** Cart totals in integer cents. */
export interface CartTotals {
  amountCents: number;
  compareAmountCents: number;
  totalItems: number;
}

/** A product already in the cart is left alone; a new one is added with count 1. */
export function addGuestItem(items: GuestCartItem[], product: Product): GuestCartItem[] {
  if (items.some((item) => item.product.id === product.id)) return items;
  return [...items, { product, count: 1 }];
}

/** Sets a line's count; the count is parsed as an integer (the select hands over strings). */
export function updateGuestItem(
  items: GuestCartItem[],
  productId: number,
  count: number | string,
): GuestCartItem[] {
  const parsed = parseCount(count);
  if (parsed === null) return items;
  return items.map((item) => (item.product.id === productId ? { ...item, count: parsed } : item));
}

export function removeGuestItem(items: GuestCartItem[], productId: number): GuestCartItem[] {
  return items.filter((item) => item.product.id !== productId);
}

/** Totals computed locally in cents: sums of price x count and compare_price x count. */
export function getGuestTotals(items: GuestCartItem[]): CartTotals {
  let amountCents = 0;
  let compareAmountCents = 0;
  for (const { product, count } of items) {
    amountCents += moneyToCents(product.price) * count;
    compareAmountCents += moneyToCents(product.compare_price) * count;
  }
  return { amountCents, compareAmountCents, totalItems: items.length };
}

/** An integer count between 1 and 10, or null. */
export function parseCount(count: number | string): number | null {
  const parsed = typeof count === 'number' ? Math.trunc(count) : Number.parseInt(count, 10);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > MAX_COUNT) return null;
  return parsed;
}
