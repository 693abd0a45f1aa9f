import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { MoneyLines } from '@/components/money-lines';
import { paths } from '@/config/paths';
import type { IvaTotals } from '@shop/contract';
import { centsToMoney } from '@shop/contract/values';

/**
 * 'Resumen del pedido': the shop's money lines (Precio normal, Descuento, Subtotal, IVA incluido
 * per rate, Envío at checkout, Total); then the seed's button: 'Buscar items' (empty),
 * 'Verificar compra' (signed in) or 'Login' (which returns here) beside 'Comprar como invitado'
 * (ADR 028).
 */
export function CartSummary({
  amountCents,
  compareAmountCents,
  totalItems,
  isSignedIn,
  iva,
}: {
  /** IVA per rate (the server's for a signed-in cart, the contract's rule for a guest's). */
  iva: IvaTotals | null;
  amountCents: number;
  compareAmountCents: number;
  totalItems: number;
  isSignedIn: boolean;
}) {
  const normalCents = Math.max(compareAmountCents, amountCents);
  const discountCents = normalCents - amountCents;
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="cart-summary-title" className="text-lg font-semibold text-slate-900">
        Resumen del pedido
      </h2>
      <div className="mt-4">
        <MoneyLines
          value={{
            normal: centsToMoney(normalCents),
            discount: centsToMoney(discountCents),
            subtotal: centsToMoney(amountCents),
            iva,
            shipping: null,
            total: centsToMoney(amountCents),
          }}
          shippingValue={<span className="text-slate-600">Se calcula al pagar</span>}
        />
      </div>
      <p className="mt-2 text-xs text-slate-600">Precios con IVA incluido.</p>
      <div className="mt-6">
        {totalItems < 1 ? (
          <Link to={paths.shop} className={buttonClasses('primary', 'lg', 'w-full')}>
            Buscar items
          </Link>
        ) : isSignedIn ? (
          <Link to={paths.checkout} className={buttonClasses('accent', 'lg', 'w-full')}>
            Verificar compra
          </Link>
        ) : (
          <>
            <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
              <Link
                to={paths.login}
                state={{ from: paths.cart }}
                className={buttonClasses('primary', 'lg', 'w-full')}
              >
                Login
              </Link>
              <Link to={paths.guestCheckout} className={buttonClasses('secondary', 'lg', 'w-full')}>
                Comprar como invitado
              </Link>
            </div>
            <p className="mt-2 text-center text-xs text-slate-600">
              Inicia sesión para completar tu compra; tu carrito se conserva. O compra con solo tu
              correo.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
