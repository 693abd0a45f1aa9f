import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminStaff } from '@/features/admin/components/admin-staff';
import { useUser } from '@/features/auth/api/get-me';

/** /admin/equipo (administradores) */
export function Component() {
  const { data: user } = useUser();
  return (
    <AdminLayout>
      <PageMeta title="Equipo | Panel de administración" />
      <AdminStaff me={user?.id} />
    </AdminLayout>
  );
}
