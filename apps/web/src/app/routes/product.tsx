import { ProductPurchase } from '@/features/cart/components/product-purchase';
import { ProductPage } from '@/features/catalog/routes/product-page';

export function Component() {
  return <ProductPage renderAction={(product) => <ProductPurchase product={product} />} />;
}
