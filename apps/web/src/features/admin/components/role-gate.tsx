import type { StaffRole } from '@shop/contract';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/spinner';
import { useAdminMe } from '../api/admin-me';

/**
 * Shows a section to the roles that may use it (administrador always); others read why. The
 * server refuses them anyway: this only spares them a screen of errors.
 */
export function RoleGate({ roles, children }: { roles: StaffRole[]; children: ReactNode }) {
  const { data: me, isPending, isError } = useAdminMe();
  if (isPending) return <Spinner label="Verificando tu acceso…" className="py-16" />;
  if (isError || (me.role !== 'administrador' && !roles.includes(me.role))) return <NoAccess />;
  return children;
}

/** What a staff member reads on a section (or an answer) their role may not open. */
export function NoAccess({ heading = true }: { heading?: boolean }) {
  const Title = heading ? 'h1' : 'h2';
  return (
    <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-950">
      <Title className="text-xl font-bold">Sin acceso a esta sección</Title>
      <p className="mt-2 text-sm">Tu rol en el equipo no permite abrir esta sección del panel.</p>
    </div>
  );
}
