import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminCustomersList } from '@/features/admin/components/admin-customers-list';

/** /admin/clientes */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Clientes | Panel de administración" />
      <AdminCustomersList />
    </AdminLayout>
  );
}
