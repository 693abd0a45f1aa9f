import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { CartOrderLines } from '@/features/cart/components/cart-order-lines';
import { useCart } from '@/features/cart/hooks/use-cart';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { thankYouStateOf } from '@/features/checkout/lib/purchase-state';
import { useSession } from '@/lib/session';

/** /checkout for signed-in customers; visitors go to /login. The cart feature gives the lines. */
export function Component() {
  return (
    <RequireSignIn>
      <PageMeta title="Verificar compra | Ferretería El Volt" />
      <Checkout />
    </RequireSignIn>
  );
}

function Checkout() {
  const cart = useCart();
  const navigate = useNavigate();
  return (
    <CheckoutScreen
      isCartLoading={cart.isLoading}
      isCartEmpty={cart.items.length === 0}
      orderLines={<CartOrderLines items={cart.items} />}
      onCartChanged={() => void cart.refresh()}
      onPaid={(order) => {
        void navigate(paths.thankyou, { replace: true, state: thankYouStateOf(order) });
        void cart.refresh();
      }}
    />
  );
}

/** Checkout needs an account: visitors who are not signed in are sent to /login. */
function RequireSignIn({ children }: { children: ReactNode }) {
  const { isAuthenticated, access, refresh } = useSession();
  // With no stored token there is nothing to verify: the visitor is not signed in.
  const signedOut = isAuthenticated === false || (!access && !refresh);
  if (signedOut) return <Navigate to={paths.login} replace />;
  if (isAuthenticated === null) return <Spinner label="Verificando tu sesión…" className="py-24" />;
  return children;
}
