import type { Product } from '@shop/contract';

/** A cart line in either mode: the product and how many units. */
export interface CartItem {
  product: Product;
  count: number;
}

/** Expected outcomes of a cart action, for the UI to branch on. */
export type CartActionResult =
  | { ok: true }
  | { ok: false; reason: 'already-in-cart' | 'not-enough-stock' | 'not-found' | 'failed' };
