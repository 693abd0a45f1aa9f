import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { useGuestCartItems } from '@/features/cart/lib/guest-cart-store';
import { useGuestWishlist } from '@/features/wishlist/lib/guest-wishlist-store';
import { useSession } from '@/lib/session';

afterEach(() => document.body.replaceChildren());

// Issue 27 (Lighthouse TBT on /shop): a store whose browser value equals the server's but is
// another object makes React re-render every reader right after hydration, in one blocking task
// (24 product cards). A first-time visitor (nothing stored) must hydrate with a single render.
it('a visitor with nothing stored hydrates the session, cart and hearts without a second render', async () => {
  let renders = 0;
  function Reader() {
    renders += 1;
    const session = useSession();
    const cart = useGuestCartItems();
    const hearts = useGuestWishlist();
    return <p>{`${session.isAuthenticated}|${cart.length}|${hearts.length}`}</p>;
  }
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Reader />);
  document.body.append(root);
  renders = 0;
  await act(async () => {
    hydrateRoot(root, <Reader />);
  });
  expect(root).toHaveTextContent('null|0|0');
  expect(renders).toBe(1);
});
