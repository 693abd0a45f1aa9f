import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { InvoicingSettings } from '@/features/admin/components/invoicing-settings';

/** /admin/facturacion */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Facturación electrónica | Panel de administración" />
      <InvoicingSettings />
    </AdminLayout>
  );
}
