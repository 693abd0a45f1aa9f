import { useEffect } from 'react';
import { PageMeta } from '@/components/page-meta';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useCart } from '@/features/cart/hooks/use-cart';
import { ThankYouView } from '@/features/checkout/components/thank-you-view';

/** /thankyou for signed-in customers (others go to /); the cart is re-read after the purchase. */
export function Component() {
  return (
    <RequireAuth>
      <PageMeta title="¡Gracias por tu compra! | Ferretería El Volt" />
      <RefreshCart />
      <ThankYouView />
    </RequireAuth>
  );
}

function RefreshCart() {
  const { refresh } = useCart();
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return null;
}
