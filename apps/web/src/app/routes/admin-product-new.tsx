import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminProductNew } from '@/features/admin/components/admin-product-pages';

/** /admin/productos/nuevo */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Nuevo producto | Panel de administración" />
      <AdminProductNew />
    </AdminLayout>
  );
}
