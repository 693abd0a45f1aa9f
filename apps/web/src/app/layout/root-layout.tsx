import { lazy, Suspense } from 'react';
import { type Location, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { UserMenu } from '@/features/auth/components/user-menu';
import { CartLink } from '@/features/cart/components/cart-link';
import { SearchBox } from '@/features/catalog/components/search-box';
import { paths } from '@/config/paths';
import { Footer } from './footer';
import { MobileMenu } from './mobile-menu';
import { TopBar } from './top-bar';
import { useFocusHeadingOnNavigate } from './use-focus-heading-on-navigate';

// The mini-cart's host and the floating WhatsApp button: after the first paint.
const ShopOverlays = lazy(() =>
  import('./shop-overlays').then((m) => ({ default: m.ShopOverlays })),
);
// Toasts only follow an action, so their code loads after the first paint.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** The shared layout: fixed top bar, toasts (top centre, close button, rich colours), footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  // The seed hides the top-bar search box on the search page itself.
  const onSearchPage = pathname.replace(/\/+$/, '') === paths.search;
  useFocusHeadingOnNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <Suspense fallback={null}>
        <Toaster position="top-center" closeButton richColors duration={5000} />
      </Suspense>
      <TopBar
        menu={<MobileMenu />}
        searchBox={onSearchPage ? undefined : <SearchBox />}
        cartLink={<CartLink />}
        userMenu={<UserMenu />}
      />
      <div id="contenido" tabIndex={-1} className="flex-1 pt-(--topbar-h) outline-none">
        <Outlet />
      </div>
      {/* Not lazy: its links must work as soon as React has hydrated the page. */}
      <Footer />
      <Suspense fallback={null}>
        <ShopOverlays />
      </Suspense>
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

/**
 * Every page loaded from the address bar has the location key 'default', so keying scroll
 * positions by it would carry one page's position to the next page typed in; those loads are
 * keyed by their path instead (a reload keeps its place, another page starts at the top).
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}
