import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminInventory } from '@/features/admin/components/admin-inventory';
import { RoleGate } from '@/features/admin/components/role-gate';

/** /admin/inventario (bodega, administrador) */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Inventario | Panel de administración" />
      <RoleGate roles={['bodega']}>
        <AdminInventory />
      </RoleGate>
    </AdminLayout>
  );
}
