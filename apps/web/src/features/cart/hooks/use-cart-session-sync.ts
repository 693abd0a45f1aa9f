import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartKeys } from '../api/cart-keys';
import type { CartMode } from '../lib/cart-mode';
import { syncGuestCart } from '../lib/sync-guest-cart';

/**
 * Follows the session: on sign-in (the cart moves to the server) the guest lines are merged into
 * the server cart; on sign-out the server cart is forgotten so no one else sees it.
 */
export function useCartSessionSync(mode: CartMode, guestLines: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (mode === 'server' && guestLines > 0) void syncGuestCart(queryClient);
  }, [mode, guestLines, queryClient]);
  useEffect(() => {
    if (mode === 'guest') queryClient.removeQueries({ queryKey: cartKeys.all });
  }, [mode, queryClient]);
}
