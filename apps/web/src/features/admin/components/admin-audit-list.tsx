import type { AuditEntry } from '@shop/contract';
import { TextField } from '@/components/form/text-field';
import { Pagination } from '@/components/pagination';
import { AUDIT_PAGE_SIZE, type AuditFilter, useAuditLog } from '../api/admin-audit';
import { auditDiff } from '../lib/audit-diff';
import {
  auditActionLabel,
  auditEntityLabel,
  auditFieldLabel,
  auditValueLabel,
} from '../lib/audit-labels';
import { formatDateTime } from '../lib/status-labels';
import { ListState } from './list-state';
import { useListFilter } from '../lib/use-list-filter';
import { FilterForm } from './filter-form';

const EMPTY: AuditFilter = {
  user_email: '',
  entity: '',
  entity_id: '',
  action: '',
  date_from: '',
  date_to: '',
  page: 1,
};

/** Known entity names, offered as suggestions (any other can be typed). */
const ENTITIES = ['product', 'order', 'review', 'user', 'category', 'brand', 'coupon', 'shipping'];

/** Registro de cambios: who changed what and when, with the changed keys before and after. */
export function AdminAuditList() {
  const { filter, draft, setDraft, apply, clear, setPage } = useListFilter(EMPTY);
  const { data, isPending, isError, refetch, isFetching } = useAuditLog(filter);
  const set = (key: keyof AuditFilter) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value });

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="text-2xl font-bold text-slate-900">
        Registro de cambios
      </h1>
      <p className="mt-1 text-slate-700">
        Cada cambio del equipo: quién, cuándo, qué, antes y después.
      </p>
      <FilterForm
        label="Filtrar el registro de cambios"
        columns="sm:grid-cols-2 lg:grid-cols-3"
        actionsSpan="sm:col-span-2 lg:col-span-3"
        onApply={apply}
        onClear={clear}
      >
        <TextField
          label="Quién (correo)"
          type="search"
          value={draft.user_email}
          onChange={set('user_email')}
          placeholder="ana@elvolt.ec"
        />
        <TextField
          label="Entidad"
          value={draft.entity}
          onChange={set('entity')}
          list="audit-entities"
          placeholder="product, order…"
        />
        <datalist id="audit-entities">
          {ENTITIES.map((e) => (
            <option key={e} value={e} />
          ))}
        </datalist>
        <TextField label="ID de la entidad" value={draft.entity_id} onChange={set('entity_id')} />
        <TextField
          label="Acción"
          value={draft.action}
          onChange={set('action')}
          placeholder="product.stock, order.status…"
        />
        <TextField label="Desde" type="date" value={draft.date_from} onChange={set('date_from')} />
        <TextField label="Hasta" type="date" value={draft.date_to} onChange={set('date_to')} />
      </FilterForm>

      <div className="mt-4" aria-busy={isFetching}>
        <ListState
          data={data}
          isPending={isPending}
          isError={isError}
          isEmpty={data?.count === 0}
          onRetry={() => void refetch()}
          loadingLabel="Cargando el registro…"
          errorMessage="No se pudo cargar el registro de cambios."
          emptyMessage="No hay cambios que coincidan con los filtros."
        >
          {(data) => (
            <>
              <ul className="space-y-3" aria-label="Cambios">
                {data.results.map((entry) => (
                  <AuditItem key={entry.id} entry={entry} />
                ))}
              </ul>
              <Pagination
                page={filter.page}
                pageSize={AUDIT_PAGE_SIZE}
                count={data.count}
                onChange={setPage}
                noun="cambios"
              />
            </>
          )}
        </ListState>
      </div>
    </section>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const rows = auditDiff(entry.before, entry.after);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-slate-900">{auditActionLabel(entry.action)}</span>
        <span className="text-slate-700">
          {auditEntityLabel(entry.entity)} #{entry.entity_id}
        </span>
        <span className="font-mono text-xs text-slate-600">{entry.action}</span>
        <span className="text-slate-700">{entry.user_email}</span>
        <span className="text-slate-600 sm:ml-auto">{formatDateTime(entry.created_at)}</span>
      </p>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Sin cambios de datos registrados.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {auditActionLabel(entry.action)}: {auditEntityLabel(entry.entity)} #{entry.entity_id}
            </caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-1 pr-3 font-semibold">
                  Campo
                </th>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  Antes
                </th>
                <th scope="col" className="py-1 font-semibold">
                  Después
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-1 pr-3 font-normal text-slate-900">
                    {auditFieldLabel(r.key)}
                  </th>
                  <td className="py-1 pr-3 break-all text-red-800">
                    <del className="no-underline">{auditValueLabel(r.key, r.before)}</del>
                  </td>
                  <td className="py-1 break-all text-emerald-800">
                    <ins className="no-underline">{auditValueLabel(r.key, r.after)}</ins>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}
