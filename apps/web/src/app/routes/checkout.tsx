import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useUser } from '@/features/auth/api/get-me';
import { CartOrderLines } from '@/features/cart/components/cart-order-lines';
import { useCart } from '@/features/cart/hooks/use-cart';
import { clearBrowserCart, copyGuestCartToServer } from '@/features/cart/lib/sync-guest-cart';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { thankYouStateOf } from '@/features/checkout/lib/purchase-state';
import { guestSession } from '@/lib/guest-session';
import { useSession } from '@/lib/session';
import { Spinner } from '@/components/spinner';

// Only guests see the e-mail step: it loads with the guest checkout, not with every checkout.
const GuestEmailStep = lazy(() =>
  import('@/features/checkout/components/guest-email-step').then((m) => ({
    default: m.GuestEmailStep,
  })),
);

/**
 * /checkout for signed-in customers; visitors go to /login (and come back here). With
 * `?invitado=1` a visitor buys as a guest (ADR 028): the e-mail first, then the same checkout.
 */
export function Component() {
  const [params] = useSearchParams();
  const { isAuthenticated, access, refresh } = useSession();
  const signedOut = isAuthenticated === false || (!access && !refresh);
  if (params.get('invitado') === '1' && signedOut)
    return (
      <>
        <PageMeta title="Verificar compra | Ferretería El Volt" />
        <GuestCheckout />
      </>
    );
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
  const user = useUser();
  return (
    <CheckoutScreen
      billingEmail={user.data?.email}
      isCartLoading={cart.isLoading}
      isCartEmpty={cart.items.length === 0}
      orderLines={<CartOrderLines items={cart.items} />}
      onCartChanged={() => void cart.refresh()}
      onPaid={(order, bankAccounts) => {
        void navigate(paths.thankyou, {
          replace: true,
          state: thankYouStateOf(order, bankAccounts),
        });
        void cart.refresh();
      }}
    />
  );
}

/** The guest's checkout: the browser cart, copied to the guest's server cart once per visit. */
function GuestCheckout() {
  const cart = useCart();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  if (!ready && cart.items.length > 0)
    return (
      <main className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Verificar compra</h1>
        <Suspense fallback={<Spinner className="py-12" />}>
          <GuestEmailStep
            onReady={async () => {
              await copyGuestCartToServer();
              setReady(true);
            }}
          />
        </Suspense>
      </main>
    );
  return (
    <CheckoutScreen
      billingEmail={guestSession.get().email ?? undefined}
      isCartLoading={cart.isLoading}
      isCartEmpty={cart.items.length === 0}
      orderLines={<CartOrderLines items={cart.items} />}
      onCartChanged={() => void cart.refresh()}
      onPaid={(order, bankAccounts) => {
        const email = guestSession.get().email;
        guestSession.end();
        clearBrowserCart();
        void navigate(paths.thankyou, {
          replace: true,
          state: {
            ...thankYouStateOf(order, bankAccounts),
            guestEmail: email,
            fullName: order.full_name,
          },
        });
      }}
    />
  );
}
