import { type CartLine, type Product } from '@shop/contract';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { addCartItem } from '../api/add-cart-item';
import { cartKeys } from '../api/cart-keys';
import { removeCartItem } from '../api/remove-cart-item';
import { updateCartItem } from '../api/update-cart-item';
import type { CartActionResult, CartItem } from './cart-item';
import type { CartMode } from './cart-mode';
import { addGuestItem, parseCount, removeGuestItem, updateGuestItem } from './guest-cart';
import { guestCart } from './guest-cart-store';
import { hasStockFor } from './quantity';

const OK: CartActionResult = { ok: true };

/**
 * Adds a product with count 1 (or the count chosen on the product page, set right after the add);
 * a product already in the cart is left as it is.
 */
export async function addToCart(
  mode: CartMode,
  queryClient: QueryClient,
  product: Product,
  count = 1,
): Promise<CartActionResult> {
  if (!hasStockFor(product, count)) return { ok: false, reason: 'not-enough-stock' };
  if (mode !== 'server') {
    const items = guestCart.get();
    if (items.some((item) => item.product.id === product.id))
      return { ok: false, reason: 'already-in-cart' };
    const added = addGuestItem(items, product);
    guestCart.set(count > 1 ? updateGuestItem(added, product.id, count) : added);
    return OK;
  }
  try {
    let cart = await addCartItem(product.id);
    if (count > 1) cart = await updateCartItem(product.id, count);
    await showServerCart(queryClient, cart);
    return OK;
  } catch (error) {
    return failure(error);
  }
}

/** Sets a line's count, only when the product's stock covers it (the seed's stock rule). */
export async function updateCartCount(
  mode: CartMode,
  queryClient: QueryClient,
  item: CartItem,
  count: number | string,
): Promise<CartActionResult> {
  const parsed = parseCount(count);
  if (parsed === null) return { ok: false, reason: 'failed' };
  if (!hasStockFor(item.product, parsed)) return { ok: false, reason: 'not-enough-stock' };
  if (mode !== 'server') {
    guestCart.set(updateGuestItem(guestCart.get(), item.product.id, parsed));
    return OK;
  }
  try {
    await showServerCart(queryClient, await updateCartItem(item.product.id, parsed));
    return OK;
  } catch (error) {
    return failure(error);
  }
}

/** Removes a line, then re-fetches the whole cart. */
export async function removeFromCart(
  mode: CartMode,
  queryClient: QueryClient,
  productId: number,
): Promise<CartActionResult> {
  if (mode !== 'server') {
    guestCart.set(removeGuestItem(guestCart.get(), productId));
    return OK;
  }
  try {
    await removeCartItem(productId);
    await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    return OK;
  } catch (error) {
    await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    return failure(error);
  }
}

/** Shows the cart the server answered at once, then confirms the totals with the server. */
async function showServerCart(queryClient: QueryClient, cart: CartLine[]) {
  queryClient.setQueryData(cartKeys.items(), cart);
  queryClient.setQueryData(cartKeys.itemTotal(), cart.length);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: cartKeys.total() }),
    queryClient.invalidateQueries({ queryKey: cartKeys.itemTotal() }),
  ]);
}

function failure(error: unknown): CartActionResult {
  if (!(error instanceof ApiError)) return { ok: false, reason: 'failed' };
  if (error.code === 'already_in_cart') return { ok: false, reason: 'already-in-cart' };
  if (error.code === 'out_of_stock') return { ok: false, reason: 'not-enough-stock' };
  if (error.code === 'not_found') return { ok: false, reason: 'not-found' };
  return { ok: false, reason: 'failed' };
}
