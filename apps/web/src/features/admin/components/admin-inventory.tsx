import { INVENTORY_STOCK_FILTERS, LOW_STOCK_THRESHOLD } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { inputClasses } from '@/components/form/field-styles';
import { TextField } from '@/components/form/text-field';
import { LoadFailed } from '@/components/load-failed';
import { Pagination } from '@/components/pagination';
import { Spinner } from '@/components/spinner';
import {
  INVENTORY_PAGE_SIZE,
  type InventoryFilter,
  useInventory,
  useInventoryItem,
} from '../api/admin-inventory';
import { stockBadge } from '../lib/stock-labels';
import { StockAdjustForm } from './stock-adjust-form';
import { StockMovements } from './stock-movements';
import { useListFilter } from '../lib/use-list-filter';
import { FilterForm } from './filter-form';

const EMPTY: InventoryFilter = { search: '', stock: '', page: 1 };
const STOCK_FILTER_LABELS: Record<(typeof INVENTORY_STOCK_FILTERS)[number], string> = {
  low: `Stock bajo (${LOW_STOCK_THRESHOLD} o menos)`,
  out: 'Agotados',
};

/** Inventario: products with their stock; the chosen one's movements and the adjust form. */
export function AdminInventory() {
  const { filter, draft, setDraft, apply, clear, setPage } = useListFilter(EMPTY);
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('producto')) || null;
  const { data, isPending, isError, refetch, isFetching } = useInventory(filter);
  // "Elegir" asks to bring the stock form (far below the list on a phone) into view.
  const [focusToken, setFocusToken] = useState(0);
  const select = (id: number) => {
    setParams({ producto: String(id) });
    setFocusToken((n) => n + 1);
  };

  return (
    <section aria-labelledby="inventory-title">
      <h1 id="inventory-title" className="text-2xl font-bold text-slate-900">
        Inventario
      </h1>
      <FilterForm
        label="Buscar productos en el inventario"
        columns="sm:grid-cols-3"
        actionsSpan="sm:col-span-3"
        onApply={apply}
        onClear={clear}
      >
        <TextField
          label="Buscar"
          type="search"
          value={draft.search}
          onChange={(e) => setDraft({ ...draft, search: e.target.value })}
          placeholder="Nombre o código (SKU)"
          className="sm:col-span-2"
        />
        <label className="text-sm font-medium text-slate-800">
          Stock
          <select
            value={draft.stock}
            onChange={(e) =>
              setDraft({ ...draft, stock: e.target.value as InventoryFilter['stock'] })
            }
            className={inputClasses(false)}
          >
            <option value="">Todos</option>
            {INVENTORY_STOCK_FILTERS.map((s) => (
              <option key={s} value={s}>
                {STOCK_FILTER_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </FilterForm>

      <div className="mt-4 grid grid-cols-1 gap-6 xl:grid-cols-2 xl:items-start">
        <div aria-busy={isFetching} className="min-w-0">
          {isPending ? (
            <Spinner label="Cargando inventario…" className="py-12" />
          ) : isError ? (
            <LoadFailed message="No se pudo cargar el inventario." onRetry={() => void refetch()} />
          ) : data.count === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
              No hay productos que coincidan con la búsqueda.
            </p>
          ) : (
            <>
              <ul
                aria-label="Productos"
                className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
              >
                {data.results.map((p) => {
                  const badge = stockBadge(p.quantity);
                  const current = p.id === selected;
                  return (
                    <li
                      key={p.id}
                      className={`flex flex-wrap items-center gap-x-3 gap-y-1 p-3 ${current ? 'bg-brand-50' : ''}`}
                    >
                      <div className="min-w-0 flex-1 basis-48">
                        <p className="truncate font-medium text-slate-900">{p.name}</p>
                        <p className="font-mono text-xs text-slate-600">
                          {p.sku}
                          {!p.is_active && (
                            <span className="ml-2 font-sans text-slate-700">· Oculto</span>
                          )}
                        </p>
                      </div>
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge.className}`}
                      >
                        {badge.label}
                      </span>
                      <span className="w-14 text-right text-sm font-semibold text-slate-900">
                        {p.quantity}
                        <span className="sr-only"> unidades</span>
                      </span>
                      <button
                        type="button"
                        aria-label={`Movimientos y ajuste de ${p.name}`}
                        aria-pressed={current}
                        onClick={() => select(p.id)}
                        className={buttonClasses(current ? 'primary' : 'secondary', 'sm')}
                      >
                        {current ? 'Elegido' : 'Elegir'}
                      </button>
                    </li>
                  );
                })}
              </ul>
              <Pagination
                page={filter.page}
                pageSize={INVENTORY_PAGE_SIZE}
                count={data.count}
                onChange={setPage}
                noun="productos"
              />
            </>
          )}
        </div>
        {selected !== null ? (
          <ProductStockPanel id={selected} focusToken={focusToken} />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
            Elige un producto para ver sus movimientos y ajustar su stock.
          </p>
        )}
      </div>
    </section>
  );
}

/** Once loaded after an "Elegir" (a new token), scrolls to the stock form and focuses its field. */
function useFocusForm(ready: boolean, focusToken: number) {
  const ref = useRef<HTMLElement>(null);
  const done = useRef(0);
  useEffect(() => {
    if (!ready || focusToken === done.current || !ref.current) return;
    done.current = focusToken;
    const field = ref.current.querySelector<HTMLInputElement>('form input');
    // jsdom has no scrollIntoView; browsers do.
    if ('scrollIntoView' in ref.current) ref.current.scrollIntoView({ block: 'start' });
    field?.focus({ preventScroll: true });
  }, [ready, focusToken]);
  return ref;
}

function ProductStockPanel({ id, focusToken }: { id: number; focusToken: number }) {
  const { data, isPending, isError, refetch } = useInventoryItem(id);
  const ref = useFocusForm(Boolean(data), focusToken);
  return (
    <section
      ref={ref}
      aria-labelledby="stock-panel-title"
      className="min-w-0 scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4"
    >
      {isPending ? (
        <Spinner label="Cargando producto…" className="py-8" />
      ) : isError ? (
        <LoadFailed
          message="No se pudo cargar el producto elegido."
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <h2 id="stock-panel-title" className="text-lg font-bold text-slate-900">
            {data.name}
          </h2>
          <p className="text-sm text-slate-700">
            <span className="font-mono">{data.sku}</span> · Stock actual:{' '}
            <strong className="text-slate-900" data-testid="current-stock">
              {data.quantity}
            </strong>{' '}
            · Vendidos: {data.sold}
          </p>
          <h3 className="mt-4 mb-2 font-semibold text-slate-900">Ajustar stock</h3>
          <StockAdjustForm key={data.id} productId={data.id} productName={data.name} />
          <h3 className="mt-6 mb-2 font-semibold text-slate-900">Movimientos</h3>
          <StockMovements key={`m-${data.id}`} productId={data.id} />
        </>
      )}
    </section>
  );
}
