import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminSummary } from '@/features/admin/components/admin-summary';

/** /admin: the panel's entry, Resumen. */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Panel de administración | Ferretería El Volt" />
      <AdminSummary />
    </AdminLayout>
  );
}
