/** '120 productos' under a list's title, with 'Limpiar filtros' when a filter is applied. */
export function ResultsSummary({
  count,
  filtered,
  onClear,
}: {
  count: number | undefined;
  filtered: boolean;
  onClear?: () => void;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1" aria-live="polite">
      <span>
        {count === undefined
          ? 'Cargando productos…'
          : `${count} ${count === 1 ? 'producto' : 'productos'}${filtered ? ' con el filtro aplicado' : ''}`}
      </span>
      {filtered && onClear && (
        <button
          type="button"
          onClick={onClear}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Limpiar filtros
        </button>
      )}
    </p>
  );
}
