import { Link } from 'react-router';
import { LineThumbnail } from '@/components/line-thumbnail';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import type { CartItem } from '../lib/cart-item';

/** The cart's lines, read-only and compact, for the checkout's order summary. */
export function CartOrderLines({ items }: { items: CartItem[] }) {
  return (
    <ul className="divide-y divide-slate-200">
      {items.map(({ product, count }) => (
        <li key={product.id} className="flex items-center gap-3 py-3">
          <LineThumbnail src={product.get_thumbnail} />
          <div className="min-w-0 flex-1">
            <Link
              to={paths.product(product.id)}
              className="line-clamp-2 text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline"
            >
              {product.name}
            </Link>
            <p className="text-xs text-slate-600">Cantidad: {count}</p>
          </div>
          <Price price={Number(product.price) * count} className="text-sm" />
        </li>
      ))}
    </ul>
  );
}
