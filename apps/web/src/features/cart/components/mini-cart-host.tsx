import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { miniCart, useMiniCartOpen } from '../lib/mini-cart-store';

const MiniCartDrawer = lazy(() =>
  import('./mini-cart-drawer').then((m) => ({ default: m.MiniCartDrawer })),
);

/**
 * Where the mini-cart drawer lives (the root layout): its code loads the first time a card's
 * 'Agregar' opens it, so the shop's first JavaScript does not grow. A navigation closes it.
 */
export function MiniCartHost() {
  const open = useMiniCartOpen();
  const [opened, setOpened] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  // Only a navigation closes it: not the first mount, which may follow an add made while the
  // overlays were still loading.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    miniCart.close();
  }, [pathname]);
  if (!opened && !open) return null;
  return (
    <Suspense fallback={null}>
      <MiniCartDrawer open={open} onClose={miniCart.close} />
    </Suspense>
  );
}
