import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { PaymentSettingsScreen } from '@/features/admin/components/payment-settings-screen';

/** /admin/formas-de-pago */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Formas de pago | Panel de administración" />
      <PaymentSettingsScreen />
    </AdminLayout>
  );
}
