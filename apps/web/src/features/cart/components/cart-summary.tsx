import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { centsToMoney } from '@shop/contract';

/**
 * 'Resumen del pedido': Subtotal (list prices), the discount when there is one, and Total; then
 * the seed's button: 'Buscar items' (empty), 'Verificar compra' (signed in) or 'Login' (which
 * returns here) beside 'Comprar como invitado' (ADR 028).
 */
export function CartSummary({
  amountCents,
  compareAmountCents,
  totalItems,
  isSignedIn,
}: {
  amountCents: number;
  compareAmountCents: number;
  totalItems: number;
  isSignedIn: boolean;
}) {
  const subtotalCents = Math.max(compareAmountCents, amountCents);
  const discountCents = subtotalCents - amountCents;
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="cart-summary-title" className="text-lg font-semibold text-slate-900">
        Resumen del pedido
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-700">Subtotal</dt>
          <dd>
            <Price price={centsToMoney(subtotalCents)} />
          </dd>
        </div>
        {discountCents > 0 && (
          <div className="flex justify-between">
            <dt className="text-slate-700">Descuento</dt>
            <dd>
              <Price price={centsToMoney(-discountCents)} />
            </dd>
          </div>
        )}
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd>
            <Price price={centsToMoney(amountCents)} className="text-lg" />
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        Precios con IVA incluido. El envío se calcula al pagar.
      </p>
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
