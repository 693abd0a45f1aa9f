import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { Spinner } from '@/components/spinner';

/**
 * Loading, failed ("Reintentar") and empty states of an admin list; the list itself otherwise.
 * `children` may be a function of the loaded `data`.
 */
export function ListState<T>({
  data,
  isPending,
  isError,
  isEmpty,
  onRetry,
  loadingLabel,
  errorMessage,
  emptyMessage,
  children,
}: {
  data?: T;
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  loadingLabel: string;
  errorMessage: string;
  emptyMessage: string;
  children: ReactNode | ((data: T) => ReactNode);
}) {
  if (isPending) return <Spinner label={loadingLabel} />;
  if (isError) return <LoadFailed message={errorMessage} onRetry={onRetry} />;
  if (isEmpty)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
        {emptyMessage}
      </p>
    );
  return <>{typeof children === 'function' ? children(data as T) : children}</>;
}
