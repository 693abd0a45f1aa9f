import { PageMeta } from '@/components/page-meta';
import { CartView } from '@/features/cart/components/cart-view';

/** /cart: the cart of a guest or of a signed-in customer. */
export function Component() {
  return (
    <>
      <PageMeta title="Carrito de compras | Ferretería El Volt" />
      <CartView />
    </>
  );
}
