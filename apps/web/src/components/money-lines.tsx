import type { IvaTotals } from '@shop/contract';
import { centsToMoney, ivaDisplay } from '@shop/contract/values';
import type { ReactNode } from 'react';
import { Price } from '@/components/price';

/** The money of a cart or an order, as the server computed it (two-decimal strings). */
export interface MoneyLinesValue {
  /** What the goods cost at their normal (compare) prices. */
  normal: string;
  /** Everything taken off the normal prices: offers and the coupon (positive). */
  discount: string;
  /** The goods after discounts, IVA included. */
  subtotal: string;
  /** IVA per rate; null while unknown (shows nothing rather than a wrong figure). */
  iva: IvaTotals | null;
  /** The shipping cost; null = not chosen yet. */
  shipping: string | null;
  total: string;
}

/**
 * "Precio normal" and "Descuento" as the checkout computes them, so an order shows what its
 * checkout showed: the goods at their regular (compare) prices, never below their prices before
 * the coupon, and everything taken off down to `afterCents` (offers and the coupon).
 */
export function normalAndDiscount(
  compareCents: number,
  originalCents: number,
  afterCents: number,
): Pick<MoneyLinesValue, 'normal' | 'discount'> {
  const normal = Math.max(compareCents, originalCents);
  return { normal: centsToMoney(normal), discount: centsToMoney(Math.max(normal - afterCents, 0)) };
}

/**
 * The one set of money lines of the cart, the checkout and the order page: "Precio normal",
 * "Descuento", "Subtotal", "IVA incluido" (with subtotal and IVA per rate when the cart mixes
 * rates), "Envío" and "Total". Same names and figures everywhere (issue 13).
 */
export function MoneyLines({
  value,
  shippingLabel = 'Envío',
  shippingValue,
  busy = false,
  totalLabel = 'Total',
}: {
  value: MoneyLinesValue;
  shippingLabel?: string;
  /** Replaces the shipping figure (e.g. "Gratis" or "Se calcula al pagar"). */
  shippingValue?: ReactNode;
  busy?: boolean;
  totalLabel?: string;
}) {
  const iva = value.iva ? ivaDisplay(value.iva) : null;
  const hasDiscount = Number(value.discount) > 0;
  return (
    <dl
      aria-busy={busy || undefined}
      className={`space-y-2.5 text-sm transition-opacity ${busy ? 'opacity-60' : ''}`}
    >
      <Row label="Precio normal" value={<Price price={value.normal} />} />
      <Row
        label="Descuento"
        value={<Price price={hasDiscount ? `-${value.discount}` : '0.00'} />}
      />
      <Row label="Subtotal" value={<Price price={value.subtotal} />} />
      {iva && (
        <>
          <Row label={iva.label} value={<Price price={iva.amount} />} muted />
          {iva.detail.map((line) => (
            <Row
              key={line.label}
              label={line.label}
              value={<Price price={line.amount} className="text-xs" />}
              muted
              indent
            />
          ))}
        </>
      )}
      <Row
        label={shippingLabel}
        value={shippingValue ?? <Price price={value.shipping ?? '0.00'} />}
      />
      <div className="flex items-baseline justify-between border-t border-slate-200 pt-3">
        <dt className="text-base font-semibold text-slate-900">{totalLabel}</dt>
        <dd>
          <Price price={value.total} className="text-xl" />
        </dd>
      </div>
    </dl>
  );
}

function Row({
  label,
  value,
  muted = false,
  indent = false,
}: {
  label: string;
  value: ReactNode;
  muted?: boolean;
  indent?: boolean;
}) {
  return (
    <div className={`flex items-baseline justify-between ${indent ? 'pl-4 text-xs' : ''}`}>
      <dt className={muted ? 'text-slate-600' : 'text-slate-700'}>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
