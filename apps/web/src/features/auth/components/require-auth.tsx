import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/hydrated';
import { useSession } from '@/lib/session';

/**
 * The one sign-in guard: shows its children only to a signed-in user. With no stored token the
 * visitor is sent to `redirectTo` at once (with router state `from`: this page); while the app-load check runs it shows a spinner.
 */
export function RequireAuth({
  children,
  redirectTo = paths.home,
}: {
  children: ReactNode;
  redirectTo?: string;
}) {
  const { isAuthenticated, access, refresh } = useSession();
  const location = useLocation();
  // While React hydrates, the stored session is not read yet: wait instead of sending a
  // signed-in customer away.
  const hydrated = useHydrated();
  if (!hydrated) return <Spinner label="Verificando tu sesión…" className="py-24" />;
  // With no stored token there is nothing to verify: the visitor is not signed in. The login
  // page reads `from` and comes back here once signed in.
  if (isAuthenticated === false || (!access && !refresh))
    return (
      <Navigate
        to={redirectTo}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  if (isAuthenticated === null) return <Spinner label="Verificando tu sesión…" className="py-24" />;
  return children;
}
