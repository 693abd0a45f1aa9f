import type { BankAccount, Order } from '@shop/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';

// The form (react-hook-form, the card and billing steps) is fetched as soon as this page starts,
// beside the cart's request, instead of inside the route's first chunk (initial-JS budget).
const checkoutView = import('./checkout-view');
const CheckoutView = lazy(() => checkoutView.then((m) => ({ default: m.CheckoutView })));

/** The /checkout page: a spinner while the cart loads, a message when it is empty, else the form. */
export function CheckoutScreen({
  isCartLoading,
  isCartEmpty,
  orderLines,
  onPaid,
  onCartChanged,
  billingEmail,
}: {
  isCartLoading: boolean;
  isCartEmpty: boolean;
  orderLines: ReactNode;
  onPaid: (order: Order, bankAccounts: BankAccount[]) => void;
  onCartChanged: () => void;
  /** "Correo para la factura" starts with it (issue 33). */
  billingEmail?: string;
}) {
  // Once paid the cart empties on the server; keep the page as it is until we leave it.
  const [paid, setPaid] = useState(false);
  let body: ReactNode;
  if (isCartLoading && !paid) body = <Spinner label="Cargando tu pedido…" className="py-24" />;
  else if (isCartEmpty && !paid)
    body = (
      <div className="mt-8">
        <EmptyState message="Tu carrito está vacío. Agrega productos antes de finalizar la compra.">
          <Link to={paths.shop} className={buttonClasses('primary')}>
            Buscar items
          </Link>
        </EmptyState>
      </div>
    );
  else
    body = (
      <Suspense fallback={<Spinner label="Cargando tu pedido…" className="py-24" />}>
        <CheckoutView
          orderLines={orderLines}
          onCartChanged={onCartChanged}
          billingEmail={billingEmail}
          onPaid={(order, bankAccounts) => {
            setPaid(true);
            onPaid(order, bankAccounts);
          }}
        />
      </Suspense>
    );
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Verificar compra</h1>
      <p className="mt-1 text-sm text-slate-600">
        Precios con IVA incluido. Completa los pasos y presiona Pagar.
      </p>
      {body}
    </main>
  );
}
