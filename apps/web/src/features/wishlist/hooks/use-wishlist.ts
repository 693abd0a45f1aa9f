import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { addWishlistItem } from '../api/add-wishlist-item';
import { wishlistQueryOptions } from '../api/get-wishlist';
import { removeWishlistItem } from '../api/remove-wishlist-item';
import { wishlistKeys } from '../api/wishlist-keys';
import { guestWishlist, useGuestWishlist } from '../lib/guest-wishlist-store';

export type ToggleResult = 'added' | 'removed' | 'failed';

/** Whether a product is in the list, and a toggle: the server's list when signed in, else the browser's. */
export function useWishlist() {
  const { isAuthenticated, access } = useSession();
  const signedIn = isAuthenticated === true && access !== null;
  const guestIds = useGuestWishlist();
  const queryClient = useQueryClient();
  const query = useQuery(wishlistQueryOptions(signedIn));

  const ids = useMemo(
    () => new Set(signedIn ? (query.data ?? []).map((i) => i.product.id) : guestIds),
    [signedIn, query.data, guestIds],
  );

  async function toggle(productId: number): Promise<ToggleResult> {
    if (!signedIn) return guestWishlist.toggle(productId) ? 'added' : 'removed';
    const adding = !ids.has(productId);
    try {
      const list = adding ? await addWishlistItem(productId) : await removeWishlistItem(productId);
      queryClient.setQueryData(wishlistKeys.items(), list);
      return adding ? 'added' : 'removed';
    } catch (error) {
      // Already there (409) or already gone (404): another tab changed it; show the truth.
      await queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
      if (error instanceof ApiError && (error.status === 409 || error.status === 404))
        return adding ? 'added' : 'removed';
      return 'failed';
    }
  }

  return { ids, has: (id: number) => ids.has(id), toggle, signedIn, query };
}
