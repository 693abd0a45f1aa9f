import type { PaymentTotal } from '@shop/contract';
import type { ReactNode } from 'react';
import { Price } from '@/components/price';

/** The server's totals: Subtotal, Descuento, IVA incluido (15%), Envío and Total. */
export function PaymentTotals({
  totals,
  isFetching,
  hasShipping,
}: {
  totals: PaymentTotal | undefined;
  isFetching: boolean;
  hasShipping: boolean;
}) {
  // A totals failure shows zeroes, as the seed's payment state does.
  const t = totals ?? ZERO;
  const discount = Number(t.original_price) - Number(t.total_after_coupon);
  return (
    <dl
      aria-busy={isFetching || undefined}
      className={`space-y-2.5 text-sm transition-opacity ${isFetching ? 'opacity-60' : ''}`}
    >
      <Row label="Subtotal" value={<Price price={t.original_price} />} />
      <Row label="Descuento" value={<Price price={discount > 0 ? -discount : 0} />} />
      <Row label="IVA incluido (15%)" value={<Price price={t.estimated_tax} />} muted />
      <Row
        label="Envío"
        value={
          hasShipping && Number(t.shipping_cost) === 0 && totals ? (
            <span className="font-semibold text-emerald-700">Gratis</span>
          ) : (
            <Price price={t.shipping_cost} />
          )
        }
      />
      <div className="flex items-baseline justify-between border-t border-slate-200 pt-3">
        <dt className="text-base font-semibold text-slate-900">Total</dt>
        <dd>
          <Price price={t.total_amount} className="text-xl" />
        </dd>
      </div>
    </dl>
  );
}

const ZERO: PaymentTotal = {
  original_price: '0.00',
  total_after_coupon: '0.00',
  total_amount: '0.00',
  total_compare_amount: '0.00',
  estimated_tax: '0.00',
  shipping_cost: '0.00',
};

function Row({
  label,
  value,
  muted = false,
}: {
  label: string;
  value: ReactNode;
  muted?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between">
      <dt className={muted ? 'text-slate-600' : 'text-slate-700'}>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
