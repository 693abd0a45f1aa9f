import { useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminOrderDetail } from '@/features/admin/components/admin-order-detail';

/** /admin/pedidos/:transactionId */
export function Component() {
  const { transactionId = '' } = useParams();
  return (
    <AdminLayout>
      <PageMeta title={`Pedido ${transactionId} | Panel de administración`} />
      <AdminOrderDetail transactionId={transactionId} />
    </AdminLayout>
  );
}
