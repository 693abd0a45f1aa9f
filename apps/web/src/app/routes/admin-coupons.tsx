import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminCoupons } from '@/features/admin/components/admin-coupons';

/** /admin/cupones */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Cupones | Panel de administración" />
      <AdminCoupons />
    </AdminLayout>
  );
}
