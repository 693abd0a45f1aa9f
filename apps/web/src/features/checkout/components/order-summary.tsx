import type { Coupon, PaymentTotal } from '@shop/contract';
import type { ReactNode } from 'react';
import { CouponField } from './coupon-field';
import { PaymentTotals } from './payment-totals';

/** 'Resumen del pedido' of the checkout: the lines, the coupon, the totals and the pay button. */
export function OrderSummary({
  orderLines,
  coupon,
  onCouponChange,
  totals,
  totalsFetching,
  totalsError,
  hasShipping,
  payError,
  payButton,
}: {
  orderLines: ReactNode;
  coupon: Coupon | null;
  onCouponChange: (coupon: Coupon | null) => void;
  totals: PaymentTotal | undefined;
  totalsFetching: boolean;
  totalsError: string | null;
  hasShipping: boolean;
  payError: string | null;
  payButton: ReactNode;
}) {
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-28"
    >
      <h2 id="order-summary-title" className="text-lg font-semibold text-slate-900">
        Resumen del pedido
      </h2>
      <div className="mt-2">{orderLines}</div>
      <div className="mt-4 border-t border-slate-200 pt-4">
        <CouponField
          applied={coupon}
          onApply={onCouponChange}
          onRemove={() => onCouponChange(null)}
        />
      </div>
      <div className="mt-4 border-t border-slate-200 pt-4">
        <PaymentTotals totals={totals} isFetching={totalsFetching} hasShipping={hasShipping} />
        {totalsError && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {totalsError}
          </p>
        )}
      </div>
      {payError && (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {payError}
        </div>
      )}
      <div className="mt-5">{payButton}</div>
    </section>
  );
}
