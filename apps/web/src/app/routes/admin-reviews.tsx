import { PageMeta } from '@/components/page-meta';
import { AdminLayout } from '@/app/layout/admin-layout';
import { AdminReviewsList } from '@/features/admin/components/admin-reviews-list';

/** /admin/resenas */
export function Component() {
  return (
    <AdminLayout>
      <PageMeta title="Reseñas | Panel de administración" />
      <AdminReviewsList />
    </AdminLayout>
  );
}
