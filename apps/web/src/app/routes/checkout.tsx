import { useNavigate } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { CartOrderLines } from '@/features/cart/components/cart-order-lines';
import { useCart } from '@/features/cart/hooks/use-cart';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { thankYouStateOf } from '@/features/checkout/lib/purchase-state';

/** /checkout for signed-in customers; visitors go to /login. The cart feature gives the lines. */
export function Component() {
  return (
    <RequireAuth redirectTo={paths.login}>
      <PageMeta title="Verificar compra | Ferretería El Volt" />
      <Checkout />
    </RequireAuth>
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
