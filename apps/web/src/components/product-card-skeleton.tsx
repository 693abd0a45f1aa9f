/** The grey shape of a product card while its data is on the way. */
export function ProductCardSkeleton() {
  return (
    <div
      className="flex animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm min-[480px]:flex-col"
      aria-hidden="true"
    >
      <div className="aspect-square w-32 shrink-0 bg-slate-100 min-[480px]:w-auto" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-5/6 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="mt-3 h-10 rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}
