import type { OrderStatus } from '@shop/contract';
import { ORDER_STATUSES, PAYMENT_STATUS_LABELS, PAYMENT_STATUSES } from '@shop/contract/values';
import { Link } from 'react-router';
import { inputClasses } from '@/components/form/field-styles';
import { TextField } from '@/components/form/text-field';
import { Pagination } from '@/components/pagination';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { ADMIN_PAGE_SIZE, type OrdersFilter, useAdminOrders } from '../api/admin-orders';
import { formatDateTime, STATUS_BADGE, statusLabel } from '../lib/status-labels';
import { ListState } from './list-state';
import { useListFilter } from '../lib/use-list-filter';
import { FilterForm } from './filter-form';

const EMPTY: OrdersFilter = {
  search: '',
  status: '',
  payment_status: '',
  date_from: '',
  date_to: '',
  page: 1,
};

/** Pedidos: search, status and date filters, the page of orders, pagination. */
export function AdminOrdersList() {
  const { filter, draft, setDraft, apply, clear, setPage } = useListFilter(EMPTY);
  const { data, isPending, isError, refetch, isFetching } = useAdminOrders(filter);

  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className="text-2xl font-bold text-slate-900">
        Pedidos
      </h1>
      <FilterForm
        label="Buscar pedidos"
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
          placeholder="N.º de transacción, correo o nombre"
          className="lg:col-span-2"
        />
        <label className="text-sm font-medium text-slate-800">
          Estado
          <select
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value as OrderStatus | '' })}
            className={inputClasses(false)}
          >
            <option value="">Todos</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          Pago
          <select
            value={draft.payment_status ?? ''}
            onChange={(e) => setDraft({ ...draft, payment_status: e.target.value })}
            className={inputClasses(false)}
          >
            <option value="">Todos</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PAYMENT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label="Desde"
          type="date"
          value={draft.date_from}
          onChange={(e) => setDraft({ ...draft, date_from: e.target.value })}
        />
        <TextField
          label="Hasta"
          type="date"
          value={draft.date_to}
          onChange={(e) => setDraft({ ...draft, date_to: e.target.value })}
        />
      </FilterForm>

      <div className="mt-4" aria-busy={isFetching}>
        <ListState
          data={data}
          isPending={isPending}
          isError={isError}
          isEmpty={data?.count === 0}
          onRetry={() => void refetch()}
          loadingLabel="Cargando pedidos…"
          errorMessage="No se pudieron cargar los pedidos."
          emptyMessage="No hay pedidos que coincidan con la búsqueda."
        >
          {(data) => (
            <>
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {data.results.map((o) => (
                  <li key={o.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
                    <Link
                      to={paths.adminOrder(o.transaction_id)}
                      className="font-mono text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
                    >
                      {o.transaction_id}
                    </Link>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[o.status]}`}
                    >
                      {statusLabel(o.status)}
                    </span>
                    {o.payment_status && o.payment_status !== 'pagado' && (
                      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                        {PAYMENT_STATUS_LABELS[o.payment_status]}
                      </span>
                    )}
                    <span className="min-w-0 basis-full truncate text-sm text-slate-700 sm:flex-1 sm:basis-auto">
                      {o.customer_name} · {o.customer_email}
                    </span>
                    <span className="text-sm text-slate-700">{formatDateTime(o.date_issued)}</span>
                    <span className="text-sm text-slate-700">
                      {o.item_count} {o.item_count === 1 ? 'artículo' : 'artículos'}
                    </span>
                    <Price price={o.amount} />
                  </li>
                ))}
              </ul>
              <div className="mt-4">
                <Pagination
                  page={filter.page}
                  pageSize={ADMIN_PAGE_SIZE}
                  count={data.count}
                  onChange={setPage}
                  noun="pedidos"
                />
              </div>
            </>
          )}
        </ListState>
      </div>
    </section>
  );
}
