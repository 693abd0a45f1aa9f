import type { Order } from '@shop/contract';
import { isPickupOrder } from '@shop/contract/values';
import { Link } from 'react-router';
import { LineThumbnail } from '@/components/line-thumbnail';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { htmlToText } from '../lib/html-to-text';
import { statusLabel } from '../lib/order-progress';
import { OrderProgressBar } from './order-progress-bar';

const dateFormat = new Intl.DateTimeFormat('es-EC', { dateStyle: 'long' });

/** One order of the history: its id, lines, delivery address, shipping, total and progress. */
export function OrderCard({
  order,
  detailLink = true,
}: {
  order: Order;
  /** The account's order page; off for a guest's order link (that page needs an account). */
  detailLink?: boolean;
}) {
  const titleId = `order-${order.id}`;
  const pickup = isPickupOrder(order);
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="font-mono text-base font-semibold text-slate-900">
            {order.transaction_id}
          </h2>
          <p className="text-sm text-slate-600">{formatDate(order.date_issued)}</p>
          {detailLink && (
            <Link
              to={paths.order(order.transaction_id)}
              className="mt-1 inline-block text-sm font-medium text-brand-800 hover:underline"
            >
              Ver detalle y factura
            </Link>
          )}
        </div>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          Status:{' '}
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {statusLabel(order.status, pickup)}
          </span>
        </p>
      </header>

      <ul className="mt-4 divide-y divide-slate-100">
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
              <p className="line-clamp-2 text-sm text-slate-600">{htmlToText(item.description)}</p>
              <p className="mt-1 text-xs text-slate-600">
                {item.count} ×{' '}
                <Price
                  price={item.price}
                  comparePrice={item.compare_price ?? undefined}
                  className="text-xs"
                />
              </p>
            </div>
          </li>
        ))}
      </ul>

      <dl className="mt-4 grid gap-4 border-t border-slate-200 pt-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Dirección de entrega</dt>
          <dd className="text-slate-900">
            <span className="block">{order.address_line_1}</span>
            {order.address_line_2 && <span className="block">{order.address_line_2}</span>}
            <span className="block text-slate-600">
              {order.city}, {order.state_province_region}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Envío ({order.shipping_name})</dt>
          <dd>
            <Price price={order.shipping_price} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Costo Total</dt>
          <dd>
            <Price price={order.amount} className="text-lg" />
          </dd>
        </div>
        {order.courier && order.tracking_number && (
          <div>
            <dt className="text-slate-600">Transporte</dt>
            <dd>
              {order.courier}
              <span className="block">Guía: {order.tracking_number}</span>
            </dd>
          </div>
        )}
      </dl>

      <OrderProgressBar
        step={order.step}
        cancelled={order.status === 'cancelled'}
        pickup={pickup}
      />
    </article>
  );
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
