import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminBrands } from '@/features/admin/components/admin-brands';

/** /admin/marcas */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Marcas | Panel de administración" />
      <AdminBrands />
    </AdminLayout>
  );
}
