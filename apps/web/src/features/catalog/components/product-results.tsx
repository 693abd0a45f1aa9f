import { EmptyState } from '@/components/empty-state';
import { buttonClasses } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';
import type { Product } from '@shop/contract';
import { useTimedOut } from '../lib/use-timed-out';
import { ProductGrid, type RenderProductAction } from './product-grid';

/** The seed's empty-result timeout of the filter page. */
export const EMPTY_RESULT_TIMEOUT_MS = 10_000;

/**
 * A list's states: a spinner while nothing has arrived (for at most 10 000 ms, then the empty
 * message), the empty message when the answer is empty or failed, else the grid (dimmed while a
 * new page or filter loads).
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
  if (isError || timedOut || !products?.length) {
    return (
      <EmptyState message={emptyMessage}>
        {isError && (
          <button type="button" onClick={onRetry} className={buttonClasses('secondary')}>
            Intentar de nuevo
          </button>
        )}
      </EmptyState>
    );
  }
  return (
    <div aria-busy={isUpdating} className={isUpdating ? 'opacity-60 transition-opacity' : ''}>
      <ProductGrid products={products} renderAction={renderAction} eagerCount={3} />
    </div>
  );
}
