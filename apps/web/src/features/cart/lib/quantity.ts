import type { Product } from '@shop/contract';

/** The seed's quantity choices: 1 to 10. */
export const MAX_COUNT = 10;
export const QUANTITY_OPTIONS = Array.from({ length: MAX_COUNT }, (_, i) => i + 1);

/** The seed's stock rule: a count may be chosen only when the stock covers it. */
export function hasStockFor(product: Pick<Product, 'quantity'>, count: number): boolean {
  return product.quantity >= count;
}

/** The counts a customer may choose for a product: 1 to 10, never above the stock. */
export function quantityChoices(product: Pick<Product, 'quantity'>): number[] {
  return QUANTITY_OPTIONS.filter((n) => n <= product.quantity);
}
