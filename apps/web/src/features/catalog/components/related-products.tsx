import { useRelatedProducts } from '../api/get-related-products';
import { ProductGrid, type RenderProductAction } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';

/** 'Productos relacionados': up to 3 of the same category family; hidden when there are none. */
export function RelatedProducts({
  productId,
  renderAction,
}: {
  productId: number;
  renderAction?: RenderProductAction;
}) {
  const { data, isPending, isError } = useRelatedProducts(productId);
  if (isError || (data && data.length === 0)) return null;
  return (
    <section aria-labelledby="relacionados" className="mt-14">
      <h2 id="relacionados" className="mb-6 text-2xl font-bold text-slate-900">
        Productos relacionados
      </h2>
      {isPending ? (
        <ProductGridSkeleton count={3} />
      ) : (
        <ProductGrid products={data} renderAction={renderAction} />
      )}
    </section>
  );
}
