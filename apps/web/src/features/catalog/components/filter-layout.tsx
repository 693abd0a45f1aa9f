import { lazy, Suspense, useState, type ReactNode } from 'react';
import { buttonClasses } from '@/components/button-styles';

// The phone drawer (a dialog library) loads on the first 'Filtros' tap, not with the page.
const FilterDrawer = lazy(() =>
  import('./filter-drawer').then((m) => ({ default: m.FilterDrawer })),
);

/**
 * A page with a filter panel: a sidebar on desktop, a drawer opened by 'Filtros' on phones.
 * `renderPanel(done)` draws the panel; `done` closes the drawer after 'Buscar'.
 */
export function FilterLayout({
  title,
  summary,
  renderPanel,
  children,
}: {
  title: string;
  summary?: ReactNode;
  renderPanel: (done: () => void) => ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate.
  const [opened, setOpened] = useState(false);
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-slate-200 pb-5">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
          {summary && <div className="mt-1 text-sm text-slate-600">{summary}</div>}
        </div>
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
          className={buttonClasses('secondary', 'md', 'lg:hidden')}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 6h16M7 12h10M10 18h4" />
          </svg>
          Filtros
        </button>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label="Filtros de productos" className="hidden lg:block">
          <div className="sticky top-[calc(var(--topbar-h)_+_1rem)] max-h-[calc(100vh_-_var(--topbar-h)_-_2rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-5 pb-3 shadow-sm">
            {renderPanel(() => {})}
          </div>
        </aside>
        <section aria-labelledby="resultados">
          {/* Cards are h3: this keeps the heading levels in order for screen readers. */}
          <h2 id="resultados" className="sr-only">
            Resultados
          </h2>
          {children}
        </section>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <FilterDrawer open={open} onClose={() => setOpen(false)}>
            {renderPanel(() => setOpen(false))}
          </FilterDrawer>
        </Suspense>
      )}
    </main>
  );
}
