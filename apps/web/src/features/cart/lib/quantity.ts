import type { Product } from '@shop/contract';
import { CART_MAX_COUNT, CART_SELECT_COUNTS } from '@shop/contract/values';

/** The seed's quantity choices: 1 to 10 ("Más de 10" opens a number field, ADR 072). */
export const MAX_COUNT = CART_SELECT_COUNTS;
export const QUANTITY_OPTIONS = Array.from({ length: MAX_COUNT }, (_, i) => i + 1);

/**
 * Most units of one product in a line: the stock, within the product's maximum per order when
 * staff set one (ADR 082), never above the contract's bound.
 */
export function maxCountFor(product: Pick<Product, 'quantity' | 'max_per_order'>): number {
  return Math.min(
    Math.max(product.quantity, 0),
    product.max_per_order ?? CART_MAX_COUNT,
    CART_MAX_COUNT,
  );
}

/** The seed's stock rule: a count may be chosen only when the stock covers it. */
export function hasStockFor(product: Pick<Product, 'quantity'>, count: number): boolean {
  return product.quantity >= count;
}

/** The counts a customer may choose for a product: 1 to 10, never above the stock. */
export function quantityChoices(product: Pick<Product, 'quantity'>): number[] {
  return QUANTITY_OPTIONS.filter((n) => n <= product.quantity);
}
