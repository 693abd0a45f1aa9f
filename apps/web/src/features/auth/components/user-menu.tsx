import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

// The menu (Headless UI) is loaded only for a signed-in customer: visitors never download it.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

const avatarPlaceholder = (
  <span className="block size-9 animate-pulse rounded-full bg-white/20" aria-hidden="true" />
);

/** The top bar's account corner: 'Inicio' signed out, the avatar menu signed in. */
export function UserMenu() {
  const { isAuthenticated, access, refresh } = useSession();
  if (isAuthenticated)
    return (
      <Suspense fallback={avatarPlaceholder}>
        <AccountMenu />
      </Suspense>
    );
  // Stored tokens still being checked: hold the avatar's place instead of flashing 'Inicio'.
  if (isAuthenticated === null && (access || refresh)) return avatarPlaceholder;
  return (
    <Link
      to={paths.home}
      className="rounded-md px-3 py-2 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
    >
      Inicio
    </Link>
  );
}
