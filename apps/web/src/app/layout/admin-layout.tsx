import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { useUser } from '@/features/auth/api/get-me';
import { RequireAuth } from '@/features/auth/components/require-auth';

/**
 * The back office frame (/admin/*), only loaded with the admin routes. Staff see the panel; a
 * visitor signs in first and comes back here; a customer goes to / (the server refuses them anyway).
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <RequireAuth redirectTo={paths.login}>
      <StaffOnly>{children}</StaffOnly>
    </RequireAuth>
  );
}

function StaffOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError } = useUser();
  if (isPending) return <Spinner label="Verificando tu acceso…" className="py-24" />;
  if (isError || !user?.role) return <Navigate to={paths.home} replace />;
  return <AdminShell role={user.role}>{children}</AdminShell>;
}
