import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { centsToMoney } from '@shop/contract/values';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { LineThumbnail } from '@/components/line-thumbnail';
import { Price } from '@/components/price';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useCart } from '../hooks/use-cart';
import { useMiniCartNotice } from '../lib/mini-cart-store';

/**
 * The mini-cart: a drawer from the right after 'Agregar' on a card, for guests (the browser's
 * cart) and signed-in customers alike: the lines, the subtotal, 'Ver carrito' and 'Verificar
 * compra' (issue 33), under what just happened ("Producto agregado al carrito.").
 */
export function MiniCartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const cart = useCart();
  const notice = useMiniCartNotice();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/55" />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel className="flex h-full w-[90vw] max-w-sm flex-col bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <DialogTitle className="text-lg font-bold text-slate-900">Tu carrito</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label="Cerrar carrito"
              className="inline-flex size-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          {notice && (
            <p
              role="status"
              className="bg-emerald-50 px-5 py-2 text-sm font-medium text-emerald-800"
            >
              {notice}
            </p>
          )}
          <div className="flex-1 overflow-y-auto px-5 py-4">
            {cart.isLoading ? (
              <Spinner label="Cargando tu carrito…" />
            ) : cart.items.length === 0 ? (
              <p className="text-slate-600">Tu carrito está vacío.</p>
            ) : (
              <ul className="divide-y divide-slate-200" aria-label="Productos en el carrito">
                {cart.items.map(({ product, count }) => (
                  <li key={product.id} className="flex items-center gap-3 py-3">
                    <LineThumbnail src={product.get_thumbnail} />
                    <div className="min-w-0 flex-1">
                      <p className="line-clamp-2 text-sm font-semibold text-slate-900">
                        {product.name}
                      </p>
                      <p className="text-sm text-slate-600">
                        {count} × <Price price={product.price} />
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="border-t border-slate-200 px-5 py-4">
            <p className="flex items-baseline justify-between text-base">
              <span className="font-semibold text-slate-700">Subtotal</span>
              <Price price={centsToMoney(cart.amountCents)} className="text-lg" />
            </p>
            <p className="mt-1 text-xs text-slate-600">
              IVA incluido. El envío se calcula al pagar.
            </p>
            <div className="mt-4 grid grid-cols-2 gap-3">
              <Link to={paths.cart} onClick={onClose} className={buttonClasses('secondary', 'md')}>
                Ver carrito
              </Link>
              <Link
                to={paths.checkout}
                onClick={onClose}
                className={buttonClasses('primary', 'md')}
                aria-disabled={cart.items.length === 0 || undefined}
              >
                Verificar compra
              </Link>
            </div>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
