import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { syncGuestWishlist } from '../api/sync-guest-wishlist';
import { wishlistKeys } from '../api/wishlist-keys';
import { guestWishlist, useGuestWishlist } from '../lib/guest-wishlist-store';

let syncing = false;

/**
 * Follows the session like the cart: on sign-in the guest's hearts are merged into the account's
 * list and cleared from the browser; on sign-out the account's list is forgotten.
 */
export function useWishlistSessionSync() {
  const { isAuthenticated, access } = useSession();
  const signedIn = isAuthenticated === true && access !== null;
  const guestIds = useGuestWishlist();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || guestIds.length === 0 || syncing) return;
    syncing = true;
    syncGuestWishlist(guestIds)
      .then((list) => {
        guestWishlist.clear();
        queryClient.setQueryData(wishlistKeys.items(), list);
      })
      .catch(() => undefined)
      .finally(() => {
        syncing = false;
      });
  }, [signedIn, guestIds, queryClient]);
  useEffect(() => {
    if (isAuthenticated === false) queryClient.removeQueries({ queryKey: wishlistKeys.all });
  }, [isAuthenticated, queryClient]);
}
