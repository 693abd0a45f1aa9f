import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminOrdersList } from '@/features/admin/components/admin-orders-list';

/** /admin/pedidos */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Pedidos | Panel de administración" />
      <AdminOrdersList />
    </AdminLayout>
  );
}
