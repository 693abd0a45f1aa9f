import { PageMeta } from '@/components/page-meta';
import { CartView } from '@/features/cart/components/cart-view';
import { CartQuoteActions } from '@/features/quote/components/cart-quote-actions';

/** /cart: the cart of a guest or of a signed-in customer, with the quote actions (ADR 038). */
export function Component() {
  return (
    <>
      <PageMeta title="Carrito de compras | Ferretería El Volt" />
      <CartView renderExtra={(items) => <CartQuoteActions items={items} />} />
    </>
  );
}
