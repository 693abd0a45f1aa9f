import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * Shows its children only to a signed-in user. While the app-load check is still running it
 * shows a spinner; once it says "not signed in", the visitor goes to /.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  if (isAuthenticated === null) return <Spinner label="Verificando tu sesión…" className="py-24" />;
  if (!isAuthenticated) return <Navigate to={paths.home} replace />;
  return children;
}
