import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminProductsImport } from '@/features/admin/components/admin-products-import';

/** /admin/productos/importar */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Importar y exportar productos | Panel de administración" />
      <AdminProductsImport />
    </AdminLayout>
  );
}
