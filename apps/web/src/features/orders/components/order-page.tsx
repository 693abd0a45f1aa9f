import type { OrderDetailResponse } from '@shop/contract';
import {
  centsToMoney,
  deferredLabel,
  isPickupOrder,
  moneyToCents,
  orderStatusLabel,
} from '@shop/contract/values';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/button-styles';
import { LineThumbnail } from '@/components/line-thumbnail';
import { LoadFailed } from '@/components/load-failed';
import { MoneyLines } from '@/components/money-lines';
import { Price } from '@/components/price';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { buyAgain } from '../api/buy-again';
import { useOrderDetail } from '../api/get-order-detail';
import { orderMoneyLines } from '../lib/order-money';
import { InvoicePanel } from './invoice-panel';
import { OrderProgressBar } from './order-progress-bar';
import { PaymentPanel } from './payment-panel';

const dateFormat = new Intl.DateTimeFormat('es-EC', { dateStyle: 'long' });
const dateTime = new Intl.DateTimeFormat('es-EC', { dateStyle: 'medium', timeStyle: 'short' });

/** The customer's order page (/dashboard/pedidos/:transactionId). */
export function OrderPage({ transactionId }: { transactionId: string }) {
  const detail = useOrderDetail(transactionId);

  return (
    <div>
      <Link to={paths.payments} className="text-sm font-medium text-brand-800 hover:underline">
        ← Historial de Pago
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        Pedido <span className="font-mono text-xl break-all sm:text-2xl">{transactionId}</span>
      </h1>
      <div className="mt-6">
        {detail.isPending ? (
          <Spinner label="Cargando tu pedido…" />
        ) : detail.isError ? (
          <LoadFailed
            message="No pudimos cargar este pedido. Revisa tu conexión e inténtalo de nuevo."
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <OrderBody data={detail.data} />
        )}
      </div>
    </div>
  );
}

function OrderBody({ data }: { data: OrderDetailResponse }) {
  const { order } = data;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [buying, setBuying] = useState(false);
  const shipped = order.courier && order.tracking_number;

  async function onBuyAgain() {
    setBuying(true);
    try {
      const { added, skipped } = await buyAgain(order.order_items);
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      if (skipped.length > 0) toast.info(`Sin stock, no se agregaron: ${skipped.join(', ')}.`);
      if (added.length > 0) {
        toast.success('Agregamos los productos de este pedido a tu carrito.');
        await navigate(paths.cart);
      }
    } catch {
      toast.error('No pudimos agregar los productos al carrito. Inténtalo de nuevo.');
    } finally {
      setBuying(false);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="space-y-6">
        {order.payment_method && order.payment_method !== 'card' && (
          <PaymentPanel transactionId={order.transaction_id} />
        )}
        <section
          aria-labelledby="order-lines-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id="order-lines-title" className="text-lg font-semibold text-slate-900">
                Productos
              </h2>
              <p className="text-sm text-slate-600">
                {dateFormat.format(new Date(order.date_issued))}
              </p>
            </div>
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              {orderStatusLabel(order.status, isPickupOrder(order))}
            </span>
          </div>
          <ul className="mt-3 divide-y divide-slate-100">
            {order.order_items.map((item) => (
              <li key={item.product_id} className="flex gap-3 py-3">
                <LineThumbnail src={item.get_thumbnail} />
                <div className="min-w-0 flex-1">
                  <Link
                    to={paths.product(item.product_id)}
                    className="font-medium text-brand-800 hover:underline"
                  >
                    {item.name}
                  </Link>
                  <p className="mt-1 text-xs text-slate-600">
                    {item.count} ×{' '}
                    <Price
                      price={item.price}
                      comparePrice={item.compare_price ?? undefined}
                      className="text-xs"
                    />
                  </p>
                </div>
                <Price price={centsToMoney(moneyToCents(item.price) * item.count)} />
              </li>
            ))}
          </ul>
          <OrderProgressBar
            step={order.step}
            cancelled={order.status === 'cancelled'}
            pickup={isPickupOrder(order)}
          />
          <button
            type="button"
            className={buttonClasses('accent', 'md', 'mt-5 w-full sm:w-auto')}
            disabled={buying}
            onClick={() => void onBuyAgain()}
          >
            {buying ? 'Agregando…' : 'Volver a comprar'}
          </button>
        </section>

        <section
          aria-labelledby="order-delivery-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="order-delivery-title" className="text-lg font-semibold text-slate-900">
            Entrega y pago
          </h2>
          <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-600">Dirección de entrega</dt>
              <dd className="text-slate-900">
                <span className="block">{order.full_name}</span>
                <span className="block">{order.address_line_1}</span>
                {order.address_line_2 && <span className="block">{order.address_line_2}</span>}
                <span className="block text-slate-600">
                  {order.city}, {order.state_province_region} {order.postal_zip_code}
                </span>
                <span className="block text-slate-600">Teléfono: {order.telephone_number}</span>
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Envío</dt>
              <dd className="text-slate-900">
                {order.shipping_name}
                <span className="block text-slate-600">{order.shipping_time}</span>
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Pago</dt>
              <dd className="text-slate-900">
                {data.payment.method}
                <span className="block text-slate-600">{data.payment.status}</span>
                {order.deferred_months ? (
                  <span className="block text-slate-600">
                    {deferredLabel(order.deferred_months)}
                  </span>
                ) : null}
              </dd>
            </div>
            {shipped && (
              <div>
                <dt className="text-slate-600">Transporte</dt>
                <dd className="text-slate-900">
                  {order.courier}
                  <span className="block">Guía: {order.tracking_number}</span>
                </dd>
              </div>
            )}
          </dl>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">Historial del pedido</h3>
          <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
            {data.status_history.map((step, index) => (
              <li key={`${step.status}-${index}`}>
                <span className="font-medium text-slate-900">
                  {orderStatusLabel(step.status, isPickupOrder(order))}
                </span>
                <span className="block text-slate-600">{dateTime.format(new Date(step.date))}</span>
                {step.courier && step.tracking_number && (
                  <span className="block text-slate-600">
                    {step.courier} · Guía {step.tracking_number}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </section>

        <InvoicePanel
          transactionId={order.transaction_id}
          invoice={data.invoice}
          billing={data.billing}
          shipping={order}
        />
      </div>

      <section
        aria-labelledby="order-money-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-28"
      >
        <h2 id="order-money-title" className="text-lg font-semibold text-slate-900">
          Resumen del pedido
        </h2>
        {data.coupon_name && (
          <p className="mt-1 text-sm text-slate-600">Cupón: {data.coupon_name}</p>
        )}
        <div className="mt-4">
          <MoneyLines value={orderMoneyLines(data)} />
        </div>
      </section>
    </div>
  );
}
