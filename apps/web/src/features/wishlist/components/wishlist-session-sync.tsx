import { useWishlistSessionSync } from '../hooks/use-wishlist-session-sync';

/** Mounted once in app.tsx: merges the guest's hearts on sign-in. */
export function WishlistSessionSync() {
  useWishlistSessionSync();
  return null;
}
