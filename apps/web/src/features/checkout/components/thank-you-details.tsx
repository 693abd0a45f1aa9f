import { isPickupOrder, STORE_PICKUP, type Order } from '@shop/contract';
import { Price } from '@/components/price';

/**
 * The thank-you page's order (issue 33): the lines bought, then where it arrives (the address and
 * the promised time) or where to pick it up (the store, its hours and what to bring).
 */
export function ThankYouDetails({ order }: { order: Order }) {
  return (
    <div className="mx-auto mt-6 max-w-sm space-y-4 text-left text-sm">
      <section aria-labelledby="thanks-items" className="rounded-xl bg-slate-50 p-4">
        <h2 id="thanks-items" className="font-semibold text-slate-900">
          Tu pedido
        </h2>
        <ul className="mt-2 space-y-1.5">
          {order.order_items.map((item) => (
            <li key={item.product_id} className="flex justify-between gap-4">
              <span className="text-slate-800">
                {item.name} <span className="whitespace-nowrap text-slate-600">× {item.count}</span>
              </span>
              <Price price={item.price} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="thanks-delivery" className="rounded-xl bg-slate-50 p-4">
        {isPickupOrder(order) ? (
          <>
            <h2 id="thanks-delivery" className="font-semibold text-slate-900">
              Retiro en tienda
            </h2>
            <address className="mt-1 text-slate-800 not-italic">
              {STORE_PICKUP.name}, {STORE_PICKUP.address}, {STORE_PICKUP.city}
            </address>
            <p className="mt-1 text-slate-700">{STORE_PICKUP.hours.join('. ')}.</p>
            <p className="mt-1 text-slate-700">
              Te avisamos cuando esté listo. Presenta tu número de pedido y tu cédula al retirar.
            </p>
          </>
        ) : (
          <>
            <h2 id="thanks-delivery" className="font-semibold text-slate-900">
              Entrega a domicilio
            </h2>
            <address className="mt-1 text-slate-800 not-italic">
              {order.full_name}
              <br />
              {[order.address_line_1, order.address_line_2].filter(Boolean).join(', ')}
              <br />
              {order.city}, {order.state_province_region}
            </address>
            <p className="mt-1 text-slate-700">
              {order.shipping_name}: {order.shipping_time}
            </p>
          </>
        )}
      </section>
    </div>
  );
}
