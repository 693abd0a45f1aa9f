import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminCategories } from '@/features/admin/components/admin-categories';

/** /admin/categorias */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Categorías | Panel de administración" />
      <AdminCategories />
    </AdminLayout>
  );
}
