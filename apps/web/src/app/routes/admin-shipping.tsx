import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminShippingScreen } from '@/features/admin/components/admin-shipping-screen';

/** /admin/envios */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Envíos | Panel de administración" />
      <AdminShippingScreen />
    </AdminLayout>
  );
}
