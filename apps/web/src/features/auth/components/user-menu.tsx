import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

// The menu (Headless UI) is loaded only for a signed-in customer: visitors never download it.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

const avatarPlaceholder = (
  <span className="block size-9 animate-pulse rounded-full bg-white/20" aria-hidden="true" />
);

const linkBase =
  'items-center gap-1.5 rounded-md px-2 py-2 text-sm focus-visible:outline-2 focus-visible:outline-white sm:px-3';

/**
 * The top bar's account corner. Signed out: the seed's 'Inicio', which opens the sign-in (a person
 * icon, and 'Inicio de sesión' to a screen reader) and comes back to this page, with 'Crear
 * cuenta' beside it from tablets up (phones reach it from the login page and the menu).
 * Signed in: the avatar menu.
 */
export function UserMenu() {
  const { isAuthenticated, access, refresh } = useSession();
  const location = useLocation();
  if (isAuthenticated)
    return (
      <Suspense fallback={avatarPlaceholder}>
        <AccountMenu />
      </Suspense>
    );
  // Stored tokens still being checked: hold the avatar's place instead of flashing 'Inicio'.
  if (isAuthenticated === null && (access || refresh)) return avatarPlaceholder;
  const onAuthPage = location.pathname === paths.login || location.pathname === paths.signup;
  const from = onAuthPage ? undefined : { from: `${location.pathname}${location.search}` };
  return (
    <>
      <Link
        to={paths.login}
        state={from}
        className={`${linkBase} inline-flex font-medium text-white hover:bg-white/10`}
      >
        <PersonIcon />
        <span>
          Inicio<span className="sr-only"> de sesión</span>
        </span>
      </Link>
      <Link
        to={paths.signup}
        className={`${linkBase} hidden bg-accent-400 font-semibold text-brand-950 hover:bg-accent-300 sm:inline-flex`}
      >
        Crear cuenta
      </Link>
    </>
  );
}

function PersonIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="hidden size-5 sm:block"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
    </svg>
  );
}
