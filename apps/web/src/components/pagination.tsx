import { buttonClasses } from './button-styles';

/** The page numbers to show: first, last, the current one and its neighbours; null = a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of pages) {
    const last = out.at(-1);
    if (typeof last === 'number' && p - last > 1) out.push(null);
    out.push(p);
  }
  return out;
}

/** Page links under a list: 'Anterior', the numbers, 'Siguiente', and which items are shown. */
export function Pagination({
  page,
  pageSize,
  count,
  onChange,
  noun = 'productos',
}: {
  page: number;
  pageSize: number;
  count: number;
  onChange: (page: number) => void;
  /** What the list holds, in the plural ("productos" by default). */
  noun?: string;
}) {
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  if (count === 0) return null;
  if (page > pageCount) {
    // A stale link (the list got shorter): say so and offer the first page.
    return (
      <nav aria-label="Paginación" className="mt-8 flex flex-col items-center gap-3">
        <p className="text-sm text-slate-600">
          La página {page} ya no existe: hay {count} {noun}.
        </p>
        <button
          type="button"
          className={buttonClasses('secondary', 'sm')}
          onClick={() => onChange(1)}
        >
          Ir a la primera página
        </button>
      </nav>
    );
  }
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  return (
    <nav aria-label="Paginación" className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-600">
        Mostrando {first}–{last} de {count} {noun}
      </p>
      {pageCount > 1 && (
        <ul className="flex flex-wrap items-center justify-center gap-1">
          <li>
            <button
              type="button"
              className={buttonClasses('secondary', 'sm')}
              disabled={page <= 1}
              onClick={() => onChange(page - 1)}
            >
              Anterior
            </button>
          </li>
          {pageWindow(page, pageCount).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} className="px-1 text-slate-500" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={p}>
                <button
                  type="button"
                  aria-label={`Página ${p}`}
                  aria-current={p === page ? 'page' : undefined}
                  className={buttonClasses(p === page ? 'primary' : 'secondary', 'sm', 'min-w-9')}
                  onClick={() => onChange(p)}
                >
                  {p}
                </button>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className={buttonClasses('secondary', 'sm')}
              disabled={page >= pageCount}
              onClick={() => onChange(page + 1)}
            >
              Siguiente
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
