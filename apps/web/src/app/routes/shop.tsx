import { ShopPage } from '@/features/catalog/routes/shop-page';

export function Component() {
  return <ShopPage />;
}
