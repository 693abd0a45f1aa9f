import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { useProducts, type ProductsParams } from '../api/get-products';
import { LIST_EMPTY_MESSAGE } from '../lib/messages';
import { ProductGrid, type RenderProductAction } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';

/** A home page section: a title and 3 products (newest, best sellers...), skeletons meanwhile. */
export function ProductShowcase({
  id,
  title,
  subtitle,
  params,
  more,
  renderAction,
}: {
  id: string;
  title: string;
  subtitle: string;
  params: ProductsParams;
  more: { to: string; label: string };
  renderAction?: RenderProductAction;
}) {
  const { data, isPending, isError, refetch } = useProducts(params);
  return (
    <section aria-labelledby={id} className="mx-auto mt-14 max-w-7xl px-4">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h2>
          <p className="mt-1 text-slate-600">{subtitle}</p>
        </div>
        <Link to={more.to} className="font-semibold text-brand-700 hover:underline">
          {more.label} <span aria-hidden="true">→</span>
        </Link>
      </div>
      {isError ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : isPending ? (
        <ProductGridSkeleton count={3} />
      ) : !data.products.length ? (
        <EmptyState message={LIST_EMPTY_MESSAGE} />
      ) : (
        <ProductGrid products={data.products} renderAction={renderAction} eagerCount={3} />
      )}
    </section>
  );
}
