import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SiteLogo } from './site-logo';
import { useTopbarHeight } from './use-topbar-height';

const navLink =
  'hidden rounded-md px-3 py-2 text-sm font-medium text-brand-100 hover:bg-white/10 hover:text-white lg:inline-flex';

/**
 * The fixed top bar: logo, search box (a row of its own on phones), shop links, cart and account.
 * The cart link, the account menu and the search box come from their features as slots.
 */
export function TopBar({
  menu,
  searchBox,
  cartLink,
  userMenu,
}: {
  /** The phone menu (button + drawer), hidden from lg up. */
  menu?: ReactNode;
  searchBox?: ReactNode;
  cartLink: ReactNode;
  userMenu: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  useTopbarHeight(ref);
  return (
    <header ref={ref} className="fixed inset-x-0 top-0 z-40 bg-brand-900 text-white shadow-lg">
      <a
        href="#contenido"
        className="sr-only rounded-md bg-accent-400 px-3 py-2 font-semibold text-brand-950 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Saltar al contenido
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-3 px-3 py-3 min-[375px]:gap-x-2 sm:gap-x-4 sm:px-4">
        {menu}
        <SiteLogo />
        {searchBox && (
          <div className="order-last w-full md:order-none md:w-auto md:flex-1">{searchBox}</div>
        )}
        <nav aria-label="Principal" className="ml-auto flex items-center gap-1">
          <Link to={paths.shop} className={navLink}>
            Tienda
          </Link>
          <Link to={paths.catalogo} className={navLink}>
            Catálogo
          </Link>
          {cartLink}
          {userMenu}
        </nav>
      </div>
      <div className="h-1 bg-accent-400" aria-hidden="true" />
    </header>
  );
}
