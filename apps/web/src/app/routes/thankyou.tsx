import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { CreateAccountOffer } from '@/features/auth/components/create-account-offer';
import { useCart } from '@/features/cart/hooks/use-cart';
import { ThankYouView } from '@/features/checkout/components/thank-you-view';
import { readGuestPurchase } from '@/features/checkout/lib/purchase-state';

/**
 * /thankyou for signed-in customers (others go to /); the cart is re-read after the purchase. A
 * guest's purchase (ADR 028) shows it too, with the offer to create the account.
 */
export function Component() {
  const location = useLocation();
  const [guest] = useState(() => readGuestPurchase(location.state));
  if (guest)
    return (
      <>
        <PageMeta title="¡Gracias por tu compra! | Ferretería El Volt" />
        <ThankYouView guest>
          <CreateAccountOffer mode="signup" email={guest.email} fullName={guest.fullName} />
        </ThankYouView>
      </>
    );
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
