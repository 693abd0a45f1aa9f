import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Spinner } from '@/components/spinner';
import type { Product } from '@shop/contract';
import { useTimedOut } from '../lib/use-timed-out';
import { ProductGrid, type RenderProductAction } from './product-grid';

/** The seed's empty-result timeout of the filter page. */
export const EMPTY_RESULT_TIMEOUT_MS = 10_000;

/**
 * A list's states: a spinner while nothing has arrived (for at most 10 000 ms, then the empty
 * message), the empty message when the answer is empty, else the grid (dimmed while a
 * new page or filter loads). A failed request says so, with 'Reintentar'.
 */
export function ProductResults({
  products,
  isUpdating,
  isError,
  onRetry,
  emptyMessage,
  renderAction,
}: {
  products: Product[] | undefined;
  isUpdating: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyMessage: string;
  renderAction?: RenderProductAction;
}) {
  const waiting = products === undefined && !isError;
  const timedOut = useTimedOut(waiting, EMPTY_RESULT_TIMEOUT_MS);
  if (waiting && !timedOut) return <Spinner label="Cargando productos…" className="py-24" />;
  if (isError) return <LoadFailed onRetry={onRetry} />;
  if (timedOut || !products?.length) return <EmptyState message={emptyMessage} />;
  return (
    <div aria-busy={isUpdating} className={isUpdating ? 'opacity-60 transition-opacity' : ''}>
      <ProductGrid products={products} renderAction={renderAction} eagerCount={3} />
    </div>
  );
}
