import {
  centsToMoney,
  deferredLabel,
  isPickupOrder,
  moneyToCents,
  PAYMENT_STATUS_LABELS,
} from '@shop/contract/values';
import type { OrderStatus } from '@shop/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { Price } from '@/components/price';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAdminOrder } from '../api/admin-orders';
import { formatDateTime, STATUS_BADGE, statusLabel } from '../lib/status-labels';
import { AdminInvoiceCard } from './admin-invoice-card';
import { AdminIvaRows } from './admin-iva-rows';
import { AdminRefundForm } from './admin-refund-form';
import { useAdminMe } from '../api/admin-me';
import { OrderStatusDialog } from './order-status-dialog';

const ACTION_LABELS: Record<OrderStatus, string> = {
  not_processed: 'Marcar como recibido',
  processed: 'Marcar en preparación',
  shipped: 'Marcar como enviado',
  delivered: 'Marcar como entregado',
  cancelled: 'Cancelar pedido',
};

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-sm text-slate-800">{children}</div>
    </section>
  );
}

/** An order for staff: lines, totals, address, payment, customer, history and status actions. */
export function AdminOrderDetail({ transactionId }: { transactionId: string }) {
  const { data, isPending, isError, error, refetch } = useAdminOrder(transactionId);
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const isAdmin = useAdminMe().data?.role === 'administrador';

  if (isPending) return <Spinner label="Cargando pedido…" />;
  if (isError)
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-900">
        {error instanceof ApiError && error.status === 404
          ? 'No existe un pedido con este número de transacción.'
          : 'No se pudo cargar el pedido.'}{' '}
        <button type="button" onClick={() => void refetch()} className="font-semibold underline">
          Reintentar
        </button>
      </div>
    );

  const { order, customer } = data;
  const pickup = isPickupOrder(order);
  return (
    <article aria-labelledby="order-title">
      <Link to={paths.adminOrders} className="text-sm font-medium text-brand-800 hover:underline">
        ← Volver a pedidos
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 id="order-title" className="font-mono text-xl font-bold text-slate-900 sm:text-2xl">
          {order.transaction_id}
        </h1>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_BADGE[order.status]}`}
        >
          {statusLabel(order.status, pickup)}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700">{formatDateTime(order.date_issued)}</p>

      {data.next_statuses.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-2">
          {data.next_statuses.map((s) => (
            <button
              key={s}
              type="button"
              onClick={() => setTarget(s)}
              className={buttonClasses(s === 'cancelled' ? 'secondary' : 'primary', 'sm')}
            >
              {pickup && s === 'shipped' ? 'Marcar listo para retirar' : ACTION_LABELS[s]}
            </button>
          ))}
        </div>
      )}

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Card title="Productos">
          <ul className="divide-y divide-slate-100">
            {order.order_items.map((item) => (
              <li key={item.product_id} className="flex justify-between gap-3 py-2">
                <span>
                  {item.count} × {item.name}
                </span>
                <Price price={centsToMoney(moneyToCents(item.price) * item.count)} />
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3">
            <div className="flex justify-between">
              <dt>Subtotal</dt>
              <dd>
                <Price price={data.subtotal} />
              </dd>
            </div>
            {Number(data.discount) > 0 && (
              <div className="flex justify-between">
                <dt>Descuento{data.coupon_name ? ` (${data.coupon_name})` : ''}</dt>
                <dd>
                  −<Price price={data.discount} />
                </dd>
              </div>
            )}
            <div className="flex justify-between">
              <dt>Envío ({order.shipping_name})</dt>
              <dd>
                <Price price={order.shipping_price} />
              </dd>
            </div>
            <div className="flex justify-between font-semibold">
              <dt>Total</dt>
              <dd>
                <Price price={order.amount} />
              </dd>
            </div>
            <AdminIvaRows iva={data.iva} tax={data.tax} />
          </dl>
        </Card>
        <div className="space-y-4">
          <Card title="Cliente">
            <p>
              {customer.first_name} {customer.last_name}
            </p>
            <p>{customer.email}</p>
          </Card>
          <Card title="Entrega">
            <address className="not-italic">
              {order.full_name}
              <br />
              {order.address_line_1}
              {order.address_line_2 ? `, ${order.address_line_2}` : ''}
              <br />
              {order.city}, {order.state_province_region} {order.postal_zip_code}
              <br />
              Teléfono: {order.telephone_number}
            </address>
            <p className="mt-2">
              {order.shipping_name} ({order.shipping_time})
            </p>
            {order.courier && (
              <p className="mt-2">
                Transporte: {order.courier} · Guía: {order.tracking_number}
              </p>
            )}
          </Card>
          <Card title="Pago">
            <p>
              Cobro: <span className="font-mono">{data.payment.charge_id}</span>
            </p>
            {order.payment_status ? <p>{PAYMENT_STATUS_LABELS[order.payment_status]}</p> : null}
            {order.deferred_months ? <p>{deferredLabel(order.deferred_months)}</p> : null}
            {isAdmin && <AdminRefundForm order={order} />}
          </Card>
          <AdminInvoiceCard transactionId={order.transaction_id} shipping={order} />
        </div>
      </div>

      <section className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-base font-semibold text-slate-900">Historial de estados</h2>
        {data.history.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">Sin cambios desde que se recibió el pedido.</p>
        ) : (
          <ol className="mt-2 space-y-2 text-sm text-slate-800">
            {data.history.map((h, i) => (
              <li key={i}>
                {formatDateTime(h.created_at)}: {statusLabel(h.from_status, pickup)} →{' '}
                {statusLabel(h.to_status, pickup)}
                {h.by ? ` (${h.by})` : ''}
                {h.courier ? ` · ${h.courier}, guía ${h.tracking_number}` : ''}
              </li>
            ))}
          </ol>
        )}
      </section>

      <OrderStatusDialog
        transactionId={order.transaction_id}
        to={target}
        pickup={pickup}
        onClose={() => setTarget(null)}
      />
    </article>
  );
}
