import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminPaymentsScreen } from '@/features/admin/components/admin-payments-screen';

/** /admin/pagos */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Pagos por confirmar | Panel de administración" />
      <AdminPaymentsScreen />
    </AdminLayout>
  );
}
