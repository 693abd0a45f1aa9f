import { lazy, Suspense, type ComponentProps } from 'react';

const Pagination = lazy(() => import('./pagination').then((m) => ({ default: m.Pagination })));

/**
 * The shop lists' pagination, below the fold, in its own chunk: the lists' first JS stays within
 * check:bundle's 140 KB (issue 27, ADR 096); the server still renders it into the first HTML.
 */
export function LazyPagination(props: ComponentProps<typeof Pagination>) {
  return (
    <Suspense fallback={null}>
      <Pagination {...props} />
    </Suspense>
  );
}
