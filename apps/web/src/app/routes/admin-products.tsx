import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminProductsList } from '@/features/admin/components/admin-products-list';

/** /admin/productos */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Productos | Panel de administración" />
      <AdminProductsList />
    </AdminLayout>
  );
}
