import { useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { DashboardLayout } from '@/app/layout/dashboard-layout';
import { OrderPage } from '@/features/orders/components/order-page';

/** /dashboard/pedidos/:transactionId: one order, its money, history and SRI invoice. */
export function Component() {
  const { transactionId = '' } = useParams();
  return (
    <DashboardLayout>
      <PageMeta title="Detalle del pedido | Ferretería El Volt" />
      <OrderPage transactionId={transactionId} />
    </DashboardLayout>
  );
}
