import type { Product } from '@shop/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { EmptyState } from '@/components/empty-state';
import { LineThumbnail } from '@/components/line-thumbnail';
import { Price } from '@/components/price';
import { Spinner } from '@/components/spinner';
import { StockLabel } from '@/components/stock-label';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useWishlist } from '../hooks/use-wishlist';
import { WISHLIST_LABELS } from './wishlist-heart';

/**
 * /dashboard/wishlist: the saved products, each with a link, `renderAction` (the app gives the
 * cart's "Agregar al carrito", issue 33) and 'Quitar'.
 */
export function WishlistView({
  renderAction,
}: {
  renderAction?: (product: Product) => ReactNode;
} = {}) {
  const { query, toggle } = useWishlist();
  const { data: items, isError, refetch } = query;

  let body;
  if (isError)
    body = (
      <div role="alert" className="px-6 py-8 text-center text-slate-700">
        <p>No pudimos cargar tu lista de deseos.</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className={buttonClasses('primary', 'md', 'mt-3')}
        >
          Reintentar
        </button>
      </div>
    );
  else if (!items) body = <Spinner label="Cargando tu lista de deseos…" />;
  else if (items.length === 0)
    body = (
      <div className="p-6">
        <EmptyState message="Tu lista de deseos está vacía. Toca el corazón de un producto para guardarlo aquí.">
          <Link to={paths.shop} className={buttonClasses('primary')}>
            Ir a la tienda
          </Link>
        </EmptyState>
      </div>
    );
  else
    body = (
      <ul className="divide-y divide-slate-100">
        {items.map(({ id, product }) => (
          <li key={id} className="flex flex-wrap items-center gap-4 px-6 py-4">
            <LineThumbnail src={product.get_thumbnail} />
            <div className="min-w-0 flex-1">
              <Link
                to={paths.product(product.id)}
                className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
              >
                {product.name}
              </Link>
              <div className="mt-1 flex flex-wrap items-center gap-3">
                <Price price={product.price} comparePrice={product.compare_price} />
                <StockLabel quantity={product.quantity} />
              </div>
            </div>
            {renderAction?.(product)}
            <button
              type="button"
              aria-label={`Quitar ${product.name} de la lista de deseos`}
              onClick={() =>
                void toggle(product.id).then((r) => {
                  if (r === 'failed') toast.error(WISHLIST_LABELS.failed);
                })
              }
              className={buttonClasses('secondary', 'md')}
            >
              Quitar
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section
      aria-labelledby="wishlist-title"
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="border-b border-slate-200 px-6 py-5">
        <h1 id="wishlist-title" className="text-xl font-bold text-brand-900">
          Lista de deseos
        </h1>
        <p className="mt-1 text-sm text-slate-600">Los productos que guardaste para después.</p>
      </div>
      {body}
    </section>
  );
}
