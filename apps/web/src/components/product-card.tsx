import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '@shop/contract';
import { paths } from '@/config/paths';
import { buttonClasses } from './button-styles';
import { DiscountBadge } from './discount-badge';
import { mediaUrl } from './media-url';
import { Price } from './price';
import { useProductExtras } from './product-extras';
import { StockLabel } from './stock-label';

export type CardProduct = Pick<
  Product,
  'id' | 'name' | 'brand' | 'price' | 'compare_price' | 'get_thumbnail' | 'quantity'
>;

/**
 * A product in a grid: thumbnail, brand, name, price, stock and a 'Visualizar Catálogo' link.
 * `action` is a slot for a button another feature provides (add to cart).
 */
export function ProductCard({
  product,
  action,
  eager = false,
}: {
  product: CardProduct;
  action?: ReactNode;
  /** Load the image at once (cards above the fold). */
  eager?: boolean;
}) {
  const nameId = useId();
  const href = paths.product(product.id);
  const extras = useProductExtras();
  // Phones: the corner button sits over the text column, so brand and name leave it room.
  const cornerRoom = extras.cardCorner ? 'pr-10 min-[480px]:pr-0' : '';
  return (
    <article className="relative flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md min-[480px]:flex-col">
      {/* Phones: a compact row (picture left); from 480 px: a tall card in the grid. */}
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block w-32 shrink-0 self-start bg-slate-100 min-[480px]:w-auto min-[480px]:self-auto"
      >
        <img
          src={mediaUrl(product.get_thumbnail)}
          alt={product.name}
          width={300}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-square w-full object-cover"
        />
        <DiscountBadge
          price={product.price}
          comparePrice={product.compare_price}
          className="absolute top-2 left-2 min-[480px]:top-3 min-[480px]:left-3"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 min-[480px]:p-4">
        <p className={`text-xs font-semibold tracking-wide text-brand-700 uppercase ${cornerRoom}`}>
          {product.brand}
        </p>
        <h3
          id={nameId}
          className={`line-clamp-2 text-sm font-semibold text-slate-900 min-[480px]:min-h-12 min-[480px]:text-base ${cornerRoom}`}
        >
          {/* Out of the Tab order: the card's one stop is 'Visualizar Catálogo' (plus its buttons). */}
          <Link to={href} tabIndex={-1} className="hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
        </h3>
        {extras.cardMeta?.(product)}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Price price={product.price} comparePrice={product.compare_price} />
          <StockLabel quantity={product.quantity} />
        </div>
        <div className="mt-auto flex flex-col gap-2 pt-2 min-[480px]:pt-3">
          <Link
            to={href}
            aria-describedby={nameId}
            className={buttonClasses('primary', 'md', 'w-full')}
          >
            Visualizar Catálogo
          </Link>
          {action}
        </div>
      </div>
      {extras.cardCorner && (
        <div className="absolute top-2 right-2">{extras.cardCorner(product)}</div>
      )}
    </article>
  );
}
