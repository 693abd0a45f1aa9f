import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminAuditList } from '@/features/admin/components/admin-audit-list';
import { RoleGate } from '@/features/admin/components/role-gate';

/** /admin/registro (administrador) */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Registro de cambios | Panel de administración" />
      <RoleGate roles={[]}>
        <AdminAuditList />
      </RoleGate>
    </AdminLayout>
  );
}
