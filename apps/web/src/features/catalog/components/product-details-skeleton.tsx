/**
 * The product page while it loads: the gallery square and the text column in their final sizes,
 * so nothing jumps when the product arrives.
 */
export function ProductDetailsSkeleton() {
  const bar = 'animate-pulse rounded bg-slate-200';
  return (
    <div role="status" aria-label="Cargando producto…" className="mt-6">
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="aspect-square w-full animate-pulse rounded-2xl bg-slate-200" />
        <div className="flex flex-col gap-5">
          <div className="space-y-2">
            <div className={`${bar} h-4 w-24`} />
            <div className={`${bar} h-8 w-4/5`} />
            <div className={`${bar} h-4 w-32`} />
          </div>
          <div className={`${bar} h-9 w-40`} />
          <div className={`${bar} h-6 w-28`} />
          <div className={`${bar} h-11 w-full sm:w-72`} />
        </div>
      </div>
    </div>
  );
}
