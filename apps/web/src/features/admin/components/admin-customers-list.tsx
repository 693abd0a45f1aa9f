import { Link } from 'react-router';
import { inputClasses } from '@/components/form/field-styles';
import { TextField } from '@/components/form/text-field';
import { Pagination } from '@/components/pagination';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { type CustomersFilter, PEOPLE_PAGE_SIZE, useAdminCustomers } from '../api/admin-people';
import { formatDateTime } from '../lib/status-labels';
import { ListState } from './list-state';
import { useListFilter } from '../lib/use-list-filter';
import { FilterForm } from './filter-form';

const EMPTY: CustomersFilter = { search: '', active: '', page: 1 };

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'
      }`}
    >
      {active ? 'Activa' : 'Desactivada'}
    </span>
  );
}

/** Clientes: search by e-mail or name, active filter, the page of customers with their totals. */
export function AdminCustomersList() {
  const { filter, draft, setDraft, apply, clear, setPage } = useListFilter(EMPTY);
  const { data, isPending, isError, refetch, isFetching } = useAdminCustomers(filter);

  return (
    <section aria-labelledby="customers-title">
      <h1 id="customers-title" className="text-2xl font-bold text-slate-900">
        Clientes
      </h1>
      <FilterForm
        label="Buscar clientes"
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
          placeholder="Correo o nombre"
          className="sm:col-span-2"
        />
        <label className="text-sm font-medium text-slate-800">
          Cuenta
          <select
            value={draft.active}
            onChange={(e) =>
              setDraft({ ...draft, active: e.target.value as CustomersFilter['active'] })
            }
            className={inputClasses(false)}
          >
            <option value="">Todas</option>
            <option value="true">Activas</option>
            <option value="false">Desactivadas</option>
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
          loadingLabel="Cargando clientes…"
          errorMessage="No se pudieron cargar los clientes."
          emptyMessage="No hay clientes que coincidan con la búsqueda."
        >
          {(data) => (
            <>
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {data.results.map((c) => (
                  <li key={c.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
                    <div className="min-w-0 flex-1">
                      <Link
                        to={paths.adminCustomer(c.id)}
                        className="font-semibold break-all text-brand-800 underline-offset-2 hover:underline"
                      >
                        {c.email}
                      </Link>
                      <p className="text-sm text-slate-700">
                        {`${c.first_name} ${c.last_name}`.trim() || 'Sin nombre'} · cliente desde{' '}
                        {formatDateTime(c.date_joined)}
                      </p>
                    </div>
                    <ActiveBadge active={c.is_active} />
                    <span className="text-sm text-slate-700">
                      {c.order_count} {c.order_count === 1 ? 'pedido' : 'pedidos'}
                    </span>
                    <span className="text-sm font-semibold text-slate-900">
                      <Price price={c.total_spent} />
                    </span>
                  </li>
                ))}
              </ul>
              <div className="mt-4">
                <Pagination
                  page={filter.page}
                  pageSize={PEOPLE_PAGE_SIZE}
                  count={data.count}
                  onChange={setPage}
                  noun="clientes"
                />
              </div>
            </>
          )}
        </ListState>
      </div>
    </section>
  );
}
