import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { Price } from '@/components/price';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAdminCustomer, useSetCustomerActive } from '../api/admin-people';
import { formatDateTime, STATUS_BADGE, statusLabel } from '../lib/status-labels';
import { ActiveBadge } from './admin-customers-list';

/** /admin/clientes/:id: the profile, every order (to its detail) and the switch of the account. */
export function AdminCustomerDetail({ id }: { id: number }) {
  const { data, isPending, isError, error, refetch } = useAdminCustomer(id);
  const toggle = useSetCustomerActive();

  if (isPending) return <Spinner label="Cargando cliente…" />;
  if (isError) {
    const message =
      error instanceof ApiError && (error.status === 404 || error.status === 409)
        ? (error.fieldMessage('error') ?? 'No existe este cliente.')
        : 'No se pudo cargar el cliente.';
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-900">
        <h1 className="mb-1 text-lg font-semibold">Cliente</h1>
        {message}{' '}
        <button type="button" onClick={() => void refetch()} className="font-semibold underline">
          Reintentar
        </button>
      </div>
    );
  }
  const { customer, orders } = data;
  const name = `${customer.first_name} ${customer.last_name}`.trim() || 'Sin nombre';
  const next = !customer.is_active;

  const onToggle = () => {
    if (
      !next &&
      !window.confirm(
        `¿Desactivar la cuenta de ${customer.email}? Se cerrarán sus sesiones y no podrá entrar.`,
      )
    )
      return;
    toggle.mutate(
      { id: customer.id, active: next },
      {
        onSuccess: () =>
          toast.success(
            next
              ? 'Cuenta activada: el cliente ya puede entrar.'
              : 'Cuenta desactivada: sus sesiones se cerraron.',
          ),
        onError: () => toast.error('No se pudo cambiar la cuenta. Inténtalo de nuevo.'),
      },
    );
  };

  return (
    <section aria-labelledby="customer-title">
      <Link to={paths.adminCustomers} className="text-sm text-brand-800 underline">
        ← Volver a clientes
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 id="customer-title" className="min-w-0 text-2xl font-bold break-all text-slate-900">
          {customer.email}
        </h1>
        <ActiveBadge active={customer.is_active} />
      </div>
      <dl className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-slate-600">Nombre</dt>
          <dd className="font-medium text-slate-900">{name}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Cliente desde</dt>
          <dd className="font-medium text-slate-900">{formatDateTime(customer.date_joined)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Último ingreso</dt>
          <dd className="font-medium text-slate-900">
            {customer.last_login ? formatDateTime(customer.last_login) : 'Nunca'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Total comprado</dt>
          <dd className="font-medium text-slate-900">
            <Price price={customer.total_spent} /> en {customer.order_count}{' '}
            {customer.order_count === 1 ? 'pedido' : 'pedidos'}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        disabled={toggle.isPending}
        onClick={onToggle}
        className={buttonClasses(next ? 'primary' : 'secondary', 'sm', 'mt-4')}
      >
        {next ? 'Activar cuenta' : 'Desactivar cuenta'}
      </button>

      <h2 className="mt-8 text-lg font-semibold text-slate-900">Pedidos</h2>
      {orders.length === 0 ? (
        <p className="mt-2 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          Este cliente todavía no ha hecho pedidos.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {orders.map((o) => (
            <li key={o.transaction_id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
              <Link
                to={paths.adminOrder(o.transaction_id)}
                className="min-w-0 flex-1 font-mono text-sm break-all text-brand-800 underline"
              >
                {o.transaction_id}
              </Link>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[o.status]}`}
              >
                {statusLabel(o.status)}
              </span>
              <span className="text-sm text-slate-700">{formatDateTime(o.date_issued)}</span>
              <span className="text-sm font-semibold text-slate-900">
                <Price price={o.amount} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
