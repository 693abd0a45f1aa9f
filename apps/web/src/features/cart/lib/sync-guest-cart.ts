import { CART_MAX_LINES } from '@shop/contract/values';
import type { QueryClient } from '@tanstack/react-query';
import { cartKeys } from '../api/cart-keys';
import { putCartSynch } from '../api/sync-guest-cart';
import { getCartItems } from '../api/get-cart-items';
import { toast } from '@/lib/toast';
import type { CartItem } from './cart-item';
import { guestCart } from './guest-cart-store';
import { type MergeLine, mergeSummary } from './merge-summary';

const linesOf = (items: readonly CartItem[]): MergeLine[] =>
  items.map((item) => ({ productId: item.product.id, count: item.count }));

/** The server cart's lines, or null when it cannot be read (then no toast). */
async function readServerLines(): Promise<MergeLine[] | null> {
  try {
    return (await getCartItems()).cart.map((l) => ({ productId: l.product.id, count: l.count }));
  } catch {
    return null;
  }
}

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
    const browser = linesOf(items).slice(0, CART_MAX_LINES);
    // The account's cart before the merge, to tell the customer what the merge changed.
    const before = await readServerLines();
    try {
      await putCartSynch({
        cart_items: browser.map((l) => ({ product_id: l.productId, count: l.count })),
      });
    } catch {
      return false;
    }
    guestCart.clear();
    await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    const after = await readServerLines();
    const summary = before && after ? mergeSummary(before, browser, after) : null;
    if (summary) toast.info(summary, { id: 'cart-merge' });
    return true;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * A guest checkout (ADR 028): copies the browser cart into the guest's server cart (emptied when
 * the guest session started) and keeps it in the browser until the order is paid.
 */
export async function copyGuestCartToServer(): Promise<void> {
  const browser = linesOf(guestCart.get()).slice(0, CART_MAX_LINES);
  await putCartSynch({
    cart_items: browser.map((l) => ({ product_id: l.productId, count: l.count })),
  });
}

/** The guest's order was paid: the browser cart is done with. */
export function clearBrowserCart(): void {
  guestCart.clear();
}
