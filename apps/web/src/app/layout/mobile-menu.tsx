import { lazy, Suspense, useState } from 'react';

const MobileMenuDrawer = lazy(() =>
  import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })),
);

/**
 * Phones and tablets: the top bar's menu button opening a drawer with Tienda, Catálogo, the
 * category tree and the account links (the search box stays in the bar, one tap away).
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate.
  const [opened, setOpened] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        aria-label="Abrir menú"
        aria-expanded={open}
        className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white lg:hidden"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
