import type { Product } from '@shop/contract';
import { numberToCents } from '@shop/contract/values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { cartKeys } from '../api/cart-keys';
import { cartItemsQueryOptions } from '../api/get-cart-items';
import { cartTotalQueryOptions } from '../api/get-cart-total';
import { itemTotalQueryOptions } from '../api/get-item-total';
import { addToCart, removeFromCart, updateCartCount } from '../lib/cart-actions';
import type { CartItem } from '../lib/cart-item';
import { useCartMode } from '../lib/cart-mode';
import { getGuestTotals } from '../lib/guest-cart';
import { guestCart, useGuestCartItems } from '../lib/guest-cart-store';
import { useCartSessionSync } from './use-cart-session-sync';

/**
 * The cart, whatever the mode: the browser's guest cart with local totals, or the signed-in
 * customer's server cart with the server's totals. Actions answer typed results.
 */
export function useCart() {
  const mode = useCartMode();
  const queryClient = useQueryClient();
  const guestItems = useGuestCartItems();
  useCartSessionSync(mode, guestItems.length);

  const onServer = mode === 'server';
  const itemsQuery = useQuery(cartItemsQueryOptions(onServer));
  const totalQuery = useQuery(cartTotalQueryOptions(onServer));
  const countQuery = useQuery(itemTotalQueryOptions(onServer));

  const view = useMemo(() => {
    if (!onServer)
      return {
        items: guestItems as CartItem[],
        ...getGuestTotals(guestItems),
        // A guest's breakdown is computed where it is shown (cart-summary), not in every page.
        iva: null,
      };
    const items: CartItem[] = itemsQuery.data ?? [];
    return {
      items,
      iva: totalQuery.data?.iva ?? null,
      amountCents: numberToCents(totalQuery.data?.total_cost ?? 0),
      compareAmountCents: numberToCents(totalQuery.data?.total_compare_cost ?? 0),
      totalItems: countQuery.data ?? items.length,
    };
  }, [onServer, guestItems, itemsQuery.data, totalQuery.data, countQuery.data]);

  const add = useCallback(
    (product: Product, count?: number) => addToCart(mode, queryClient, product, count),
    [mode, queryClient],
  );
  const update = useCallback(
    (item: CartItem, count: number | string) => updateCartCount(mode, queryClient, item, count),
    [mode, queryClient],
  );
  const remove = useCallback(
    (productId: number) => removeFromCart(mode, queryClient, productId),
    [mode, queryClient],
  );
  /** Re-reads the cart (page load): storage for a guest, the server when signed in. */
  const refresh = useCallback(async () => {
    if (mode === 'server') await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    else guestCart.reload();
  }, [mode, queryClient]);

  const isLoading =
    mode === 'pending' ||
    (onServer && (itemsQuery.isPending || totalQuery.isPending || countQuery.isPending));

  return {
    ...view,
    /** Units in the cart (the top bar's badge, issue 33): 50 sacks count 50, not one line. */
    units: view.items.reduce((sum, item) => sum + item.count, 0),
    mode,
    isSignedIn: onServer,
    isLoading,
    isError: onServer && itemsQuery.isError,
    add,
    update,
    remove,
    refresh,
  };
}
