import type { AdminSummary as Summary, SalesPeriod } from '@shop/contract';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/load-failed';
import { Price } from '@/components/price';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAdminSummary } from '../api/admin-summary';
import { stockBadge } from '../lib/stock-labels';
import { formatDateTime, STATUS_BADGE, statusLabel } from '../lib/status-labels';
import { SalesChart } from './sales-chart';

const card = 'min-w-0 rounded-xl border border-slate-200 bg-white p-4';
const sectionTitle = 'text-lg font-bold text-slate-900';

/** Resumen, the panel's landing: sales, the daily chart, best sellers, low stock, orders waiting. */
export function AdminSummary() {
  const { data, isPending, isError, refetch } = useAdminSummary();
  return (
    <section aria-labelledby="summary-title">
      <h1 id="summary-title" className="text-2xl font-bold text-slate-900">
        Panel de administración
      </h1>
      <p className="mt-1 text-slate-700">Resumen de la tienda</p>
      <div className="mt-4">
        {isPending ? (
          <Spinner label="Cargando el resumen…" className="py-16" />
        ) : isError ? (
          <LoadFailed
            message="No se pudo cargar el resumen. Inténtalo de nuevo."
            onRetry={() => void refetch()}
          />
        ) : (
          <SummaryBody data={data} />
        )}
      </div>
    </section>
  );
}

function SummaryBody({ data }: { data: Summary }) {
  const canOpenOrders = data.role !== 'bodega';
  return (
    <div className="space-y-6">
      {data.sales && (
        <>
          <section aria-labelledby="periods-title">
            <h2 id="periods-title" className="sr-only">
              Ventas por periodo
            </h2>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <PeriodCard title="Hoy" period={data.sales.today} />
              <PeriodCard title="Últimos 7 días" period={data.sales.last_7_days} />
              <PeriodCard title="Últimos 30 días" period={data.sales.last_30_days} />
            </ul>
            <p className="mt-2 text-xs text-slate-600">
              Pedidos pagados, sin los cancelados; días en hora de Ecuador.
            </p>
          </section>
          <section aria-labelledby="daily-title" className={card}>
            <h2 id="daily-title" className={sectionTitle}>
              Ventas diarias
            </h2>
            <p className="mb-2 text-sm text-slate-600">Últimos 30 días; hoy en amarillo</p>
            <SalesChart days={data.sales.daily} />
          </section>
        </>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="waiting-title" className={card}>
          <h2 id="waiting-title" className={sectionTitle}>
            Pedidos por preparar{' '}
            <span className="text-base font-normal text-slate-600">
              ({data.waiting_orders.count})
            </span>
          </h2>
          {data.waiting_orders.results.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">No hay pedidos esperando. ¡Todo al día!</p>
          ) : !canOpenOrders ? (
            // Bodega cannot open Pedidos: the count only, no list of links it may not follow.
            <p className="mt-3 text-sm text-slate-700">
              Ventas los abre en Pedidos; aquí ves cuántos esperan preparación.
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {data.waiting_orders.results.map((o) => (
                <li key={o.transaction_id} className="flex flex-wrap items-center gap-x-3 py-2">
                  <Link
                    to={paths.adminOrder(o.transaction_id)}
                    className="font-mono text-sm font-semibold text-brand-800 underline underline-offset-2"
                  >
                    {o.transaction_id}
                  </Link>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_BADGE[o.status]}`}
                  >
                    {statusLabel(o.status)}
                  </span>
                  <span className="text-sm text-slate-700">{formatDateTime(o.date_issued)}</span>
                  <span className="text-sm text-slate-700">
                    {o.item_count} {o.item_count === 1 ? 'artículo' : 'artículos'}
                  </span>
                  {o.amount !== null && <Price price={o.amount} className="ml-auto text-sm" />}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="best-title" className={card}>
          <h2 id="best-title" className={sectionTitle}>
            Más vendidos
          </h2>
          <p className="text-sm text-slate-600">Últimos 30 días, por unidades</p>
          {data.best_sellers.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">Todavía no hay ventas en este periodo.</p>
          ) : (
            <ol className="mt-3 divide-y divide-slate-100">
              {data.best_sellers.map((b, i) => (
                <li key={b.product_id} className="flex items-center gap-3 py-2 text-sm">
                  <span className="w-5 text-slate-600">{i + 1}.</span>
                  <span className="min-w-0 flex-1 truncate text-slate-900">{b.name}</span>
                  <span className="text-slate-700">
                    {b.units} {b.units === 1 ? 'unidad' : 'unidades'}
                  </span>
                  {b.amount !== null && <Price price={b.amount} />}
                </li>
              ))}
            </ol>
          )}
        </section>

        {data.low_stock && (
          <section aria-labelledby="low-title" className={`${card} lg:col-span-2`}>
            <h2 id="low-title" className={sectionTitle}>
              Stock bajo{' '}
              <span className="text-base font-normal text-slate-600">({data.low_stock.count})</span>
            </h2>
            <p className="text-sm text-slate-600">
              Productos a la venta con {data.low_stock.threshold} unidades o menos
            </p>
            {data.low_stock.results.length === 0 ? (
              <p className="mt-3 text-sm text-slate-700">Ningún producto con stock bajo.</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100">
                {data.low_stock.results.map((p) => {
                  const badge = stockBadge(p.quantity);
                  return (
                    <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                      <Link
                        to={`${paths.adminInventory}?producto=${p.id}`}
                        className="min-w-0 flex-1 text-sm font-medium text-brand-800 underline underline-offset-2"
                      >
                        {p.name}
                        <span className="sr-only"> (ver en Inventario)</span>
                      </Link>
                      <span className="font-mono text-xs text-slate-600">{p.sku}</span>
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge.className}`}
                      >
                        {p.quantity} {p.quantity === 1 ? 'unidad' : 'unidades'}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        )}
      </div>
    </div>
  );
}

function PeriodCard({ title, period }: { title: string; period: SalesPeriod }) {
  return (
    <li className={card}>
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      <p className="mt-1 text-2xl">
        <Price price={period.total} />
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
        <dt className="text-slate-600">Pedidos</dt>
        <dd className="text-right font-medium text-slate-900">{period.orders}</dd>
        <dt className="text-slate-600">Ticket promedio</dt>
        <dd className="text-right font-medium text-slate-900">
          <Price price={period.average_ticket} />
        </dd>
      </dl>
    </li>
  );
}
