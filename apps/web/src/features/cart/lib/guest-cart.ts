import type { Product } from '@shop/contract';
import { moneyToCents } from '@shop/contract/values';
import { CART_MAX_COUNT } from '@shop/contract/values';

/** One line of the guest cart as the seed stores it under the `cart` key: a product and a count. */
export interface GuestCartItem {
  product: Product;
  count: number;
}

const MONEY = /^-?\d+\.\d{2}$/;
const TEXT_FIELDS = ['name', 'slug', 'brand', 'photo', 'get_thumbnail', 'description'] as const;
const INT_FIELDS = ['id', 'category', 'quantity', 'sold'] as const;

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored product as the contract's `ProductSchema` accepts it, checked by hand so the first
 * paint needs no zod (ADR 040); unknown keys are dropped. Carts saved before products carried
 * `sku` and `iva_rate` still load (defaults '' and 15).
 */
function parseProduct(value: unknown): Product | null {
  if (!isObject(value)) return null;
  if (!TEXT_FIELDS.every((k) => typeof value[k] === 'string')) return null;
  if (!INT_FIELDS.every((k) => Number.isInteger(value[k]))) return null;
  if (typeof value.price !== 'string' || !MONEY.test(value.price)) return null;
  if (typeof value.compare_price !== 'string' || !MONEY.test(value.compare_price)) return null;
  if (typeof value.date_created !== 'string') return null;
  const sku = value.sku ?? '';
  const ivaRate = value.iva_rate ?? 15;
  if (typeof sku !== 'string' || typeof ivaRate !== 'number' || !Number.isFinite(ivaRate))
    return null;
  const product: Fields = { sku, iva_rate: ivaRate };
  for (const k of [...TEXT_FIELDS, ...INT_FIELDS, 'price', 'compare_price', 'date_created'])
    product[k] = value[k];
  return product as Product;
}

/** The stored guest cart, or null when it is not one (the caller then starts empty). */
export function parseGuestCart(value: unknown): GuestCartItem[] | null {
  if (!Array.isArray(value)) return null;
  const items: GuestCartItem[] = [];
  for (const line of value) {
    if (!isObject(line)) return null;
    const product = parseProduct(line.product);
    const count = line.count;
    if (!product || !Number.isInteger(count)) return null;
    if ((count as number) < 1 || (count as number) > CART_MAX_COUNT) return null;
    items.push({ product, count: count as number });
  }
  return items;
}

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

/** An integer count between 1 and CART_MAX_COUNT (bulk orders, ADR 072), or null. */
export function parseCount(count: number | string): number | null {
  const parsed = typeof count === 'number' ? Math.trunc(count) : Number.parseInt(count, 10);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > CART_MAX_COUNT) return null;
  return parsed;
}
