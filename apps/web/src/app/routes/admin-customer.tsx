import { useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminCustomerDetail } from '@/features/admin/components/admin-customer-detail';

/** /admin/clientes/:id */
export function Component() {
  const id = Number(useParams().id);
  return (
    <AdminLayout>
      <PageMeta title="Cliente | Panel de administración" />
      <AdminCustomerDetail key={id} id={id} />
    </AdminLayout>
  );
}
