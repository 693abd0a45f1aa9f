import { CART_MAX_LINES } from '@shop/contract';
import type { QueryClient } from '@tanstack/react-query';
import { cartKeys } from '../api/cart-keys';
import { putCartSynch } from '../api/sync-guest-cart';
import { guestCart } from './guest-cart-store';

let inFlight: Promise<boolean> | null = null;

/**
 * Sends the guest cart to the signed-in customer's server cart, then clears it from the browser
 * and re-fetches the server cart. One call at a time; a failure keeps the guest cart for the next
 * try. Answers whether anything was synchronised.
 */
export function syncGuestCart(queryClient: QueryClient): Promise<boolean> {
  inFlight ??= (async () => {
    const items = guestCart.get();
    if (items.length === 0) return false;
    try {
      await putCartSynch({
        cart_items: items
          .slice(0, CART_MAX_LINES)
          .map((item) => ({ product_id: item.product.id, count: item.count })),
      });
    } catch {
      return false;
    }
    guestCart.clear();
    await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    return true;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
