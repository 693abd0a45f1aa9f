import { ProductCardSkeleton } from '@/components/product-card-skeleton';

/** Placeholder cards in the grid's shape, announced once as loading. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Cargando productos…">
      <div className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
