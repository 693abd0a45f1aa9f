import { useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminProductEdit } from '@/features/admin/components/admin-product-pages';

/** /admin/productos/:id */
export function Component() {
  const { id = '' } = useParams();
  const productId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return (
    <AdminLayout>
      <PageMeta title="Editar producto | Panel de administración" />
      {productId ? (
        <AdminProductEdit id={productId} />
      ) : (
        <h1 className="text-2xl font-bold text-slate-900">El producto no existe</h1>
      )}
    </AdminLayout>
  );
}
