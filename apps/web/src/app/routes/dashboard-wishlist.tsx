import { PageMeta } from '@/components/page-meta';
import { shop } from '@/config/paths';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { WishlistView } from '@/features/wishlist/components/wishlist-view';
import { DashboardLayout } from '../layout/dashboard-layout';

/** /dashboard/wishlist: 'Lista de deseos' inside the dashboard (visitors go to /). */
export function Component() {
  return (
    <DashboardLayout>
      <PageMeta title={`Lista de deseos | ${shop.name}`} />
      <WishlistView renderAction={(product) => <AddToCartButton product={product} />} />
    </DashboardLayout>
  );
}
