import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { ProductPage } from '@/features/catalog/routes/product-page';

export function Component() {
  return <ProductPage renderAction={(product) => <AddToCartButton product={product} />} />;
}
