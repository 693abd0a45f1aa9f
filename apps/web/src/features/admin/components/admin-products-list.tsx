import type { AdminStockFilter } from '@shop/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { inputClasses } from '@/components/form/field-styles';
import { TextField } from '@/components/form/text-field';
import { Pagination } from '@/components/pagination';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import {
  PRODUCTS_PAGE_SIZE,
  type ProductsFilter,
  useAdminProducts,
  useProductOptions,
} from '../api/admin-products';
import { ListState } from './list-state';
import { useListFilter } from '../lib/use-list-filter';
import { sortedCategoryOptions } from '../lib/category-options';
import { FilterForm } from './filter-form';

const EMPTY: ProductsFilter = { search: '', category: '', brand: '', stock: 'all', page: 1 };

const STOCK_LABELS: Record<AdminStockFilter, string> = {
  all: 'Todo',
  in_stock: 'Con stock',
  low: 'Stock bajo',
  out: 'Agotados',
};

function stockBadge(quantity: number) {
  if (quantity === 0) return 'bg-red-100 text-red-900';
  if (quantity <= 5) return 'bg-amber-100 text-amber-900';
  return 'bg-emerald-100 text-emerald-900';
}

/** Productos: search by name or code, category/brand/stock filters, the page of products. */
export function AdminProductsList() {
  const { filter, draft, setDraft, apply, clear, setPage } = useListFilter(EMPTY);
  const { data, isPending, isError, refetch, isFetching } = useAdminProducts(filter);
  const options = useProductOptions();

  return (
    <section aria-labelledby="products-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="products-title" tabIndex={-1} className="text-2xl font-bold text-slate-900">
          Productos
        </h1>
        <Link to={paths.adminProductNew} className={buttonClasses('primary', 'sm')}>
          Nuevo producto
        </Link>
      </div>
      <FilterForm
        label="Buscar productos"
        columns="sm:grid-cols-2 lg:grid-cols-5"
        actionsSpan="sm:col-span-2 lg:col-span-5"
        onApply={apply}
        onClear={clear}
      >
        <TextField
          label="Buscar"
          type="search"
          value={draft.search}
          onChange={(e) => setDraft({ ...draft, search: e.target.value })}
          placeholder="Nombre o código"
          className="lg:col-span-2"
        />
        <label className="text-sm font-medium text-slate-800">
          Categoría
          <select
            value={draft.category}
            onChange={(e) => setDraft({ ...draft, category: e.target.value })}
            className={inputClasses(false)}
          >
            <option value="">Todas</option>
            {sortedCategoryOptions(options.data?.categories ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.parent ? `— ${c.name}` : c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          Marca
          <select
            value={draft.brand}
            onChange={(e) => setDraft({ ...draft, brand: e.target.value })}
            className={inputClasses(false)}
          >
            <option value="">Todas</option>
            {options.data?.brands.map((b) => (
              <option key={b.id} value={String(b.id)}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          Stock
          <select
            value={draft.stock}
            onChange={(e) => setDraft({ ...draft, stock: e.target.value as AdminStockFilter })}
            className={inputClasses(false)}
          >
            {(Object.keys(STOCK_LABELS) as AdminStockFilter[]).map((s) => (
              <option key={s} value={s}>
                {STOCK_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </FilterForm>

      <div className="mt-4" aria-busy={isFetching}>
        <ListState
          data={data}
          isPending={isPending}
          isError={isError}
          isEmpty={data?.count === 0}
          onRetry={() => void refetch()}
          loadingLabel="Cargando productos…"
          errorMessage="No se pudieron cargar los productos."
          emptyMessage="No hay productos que coincidan con la búsqueda."
        >
          {(data) => (
            <>
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {data.results.map((p) => (
                  <li key={p.id} className="flex items-center gap-3 p-3">
                    {p.thumbnail ? (
                      <img
                        src={p.thumbnail}
                        alt=""
                        width={56}
                        height={56}
                        loading="lazy"
                        className="size-14 shrink-0 rounded-lg border border-slate-200 object-cover"
                      />
                    ) : (
                      <span className="size-14 shrink-0 rounded-lg border border-dashed border-slate-300" />
                    )}
                    <div className="min-w-0 flex-1">
                      <Link
                        to={paths.adminProduct(p.id)}
                        className="block truncate font-semibold text-brand-800 underline-offset-2 hover:underline"
                      >
                        {p.name}
                      </Link>
                      <p className="truncate text-xs text-slate-700">
                        <span className="font-mono">{p.sku}</span> · {p.brand_name} ·{' '}
                        {p.category_name}
                      </p>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1 text-sm sm:flex-row sm:items-center sm:gap-3">
                      {!p.is_active && (
                        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                          Oculto
                        </span>
                      )}
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stockBadge(p.quantity)}`}
                      >
                        {p.quantity} u.
                      </span>
                      <Price price={p.price} />
                    </div>
                  </li>
                ))}
              </ul>
              <div className="mt-4">
                <Pagination
                  page={filter.page}
                  pageSize={PRODUCTS_PAGE_SIZE}
                  count={data.count}
                  onChange={setPage}
                  noun="productos"
                />
              </div>
            </>
          )}
        </ListState>
      </div>
    </section>
  );
}
