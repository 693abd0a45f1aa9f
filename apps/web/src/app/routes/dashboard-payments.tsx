import { PageMeta } from '@/components/page-meta';
import { DashboardLayout } from '@/app/layout/dashboard-layout';
import { OrderDetails } from '@/features/orders/components/order-details';

/** /dashboard/payments: 'Order Details' inside the dashboard (visitors go to /). */
export function Component() {
  return (
    <DashboardLayout>
      <PageMeta title="Historial de Pago | Ferretería El Volt" />
      <OrderDetails />
    </DashboardLayout>
  );
}
