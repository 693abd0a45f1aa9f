import { ivaTotalsOf, moneyToCents } from '@shop/contract/values';
import { useEffect, type ReactNode } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { useCart } from '../hooks/use-cart';
import type { CartItem } from '../lib/cart-item';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';

/** The contract's IVA rule on the browser's lines: the same the server applies to its cart. */
function guestIva(items: CartItem[]) {
  return ivaTotalsOf({
    lines: items.map(({ product, count }) => ({
      grossCents: moneyToCents(product.price) * count,
      ivaRate: product.iva_rate,
    })),
    discountCents: 0,
    shippingCents: 0,
  });
}

/**
 * The /cart screen: the lines, and 'Resumen del pedido' beside them. `renderExtra` draws what
 * other features add under the summary (the quote actions).
 */
export function CartView({ renderExtra }: { renderExtra?: (items: CartItem[]) => ReactNode }) {
  const cart = useCart();
  const { refresh, mode } = cart;

  // The seed refreshes items, totals and count whenever the cart page loads.
  useEffect(() => {
    if (mode !== 'pending') void refresh();
  }, [mode, refresh]);

  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Artículos del carrito de compras ({cart.totalItems})
      </h1>
      {cart.isLoading ? (
        <Spinner label="Cargando tu carrito…" className="py-24" />
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title" className="sr-only">
              Productos en tu carrito
            </h2>
            {cart.isError ? (
              <EmptyState message="No pudimos cargar tu carrito. Revisa tu conexión e intenta nuevamente.">
                <button
                  type="button"
                  onClick={() => void refresh()}
                  className={buttonClasses('secondary')}
                >
                  Reintentar
                </button>
              </EmptyState>
            ) : cart.items.length === 0 ? (
              <EmptyState message="Tu carrito está vacío. Explora nuestra tienda y agrega los productos que necesitas." />
            ) : (
              <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-4 shadow-sm sm:px-6">
                {cart.items.map((item) => (
                  <CartLine
                    key={item.product.id}
                    item={item}
                    onUpdate={cart.update}
                    onRemove={cart.remove}
                  />
                ))}
              </ul>
            )}
          </section>
          <div className="flex flex-col gap-6">
            <CartSummary
              amountCents={cart.amountCents}
              compareAmountCents={cart.compareAmountCents}
              totalItems={cart.totalItems}
              isSignedIn={cart.isSignedIn}
              iva={cart.isSignedIn ? cart.iva : guestIva(cart.items)}
            />
            {!cart.isError && renderExtra?.(cart.items)}
          </div>
        </div>
      )}
    </main>
  );
}
