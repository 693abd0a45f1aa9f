import type { PaymentTotal } from '@shop/contract';
import { centsToMoney, moneyToCents } from '@shop/contract/values';
import { MoneyLines, normalAndDiscount } from '@/components/money-lines';

/**
 * The server's totals in the shop's one set of money lines (components/money-lines): Precio
 * normal, Descuento (offers and coupon), Subtotal, IVA incluido per rate, Envío and Total.
 */
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
  const free = hasShipping && Number(t.shipping_cost) === 0 && totals !== undefined;
  return (
    <MoneyLines
      busy={isFetching}
      value={{
        ...normalAndDiscount(
          moneyToCents(t.total_compare_amount),
          moneyToCents(t.original_price),
          moneyToCents(t.total_after_coupon),
        ),
        subtotal: t.total_after_coupon,
        iva: t.iva ?? singleRate(t),
        shipping: t.shipping_cost,
        total: t.total_amount,
      }}
      shippingValue={
        free ? <span className="font-semibold text-emerald-700">Gratis</span> : undefined
      }
    />
  );
}

/** An older answer without the breakdown: its one IVA figure at 15%. */
function singleRate(t: PaymentTotal) {
  const iva = moneyToCents(t.estimated_tax);
  return {
    subtotal_15: centsToMoney(moneyToCents(t.total_after_coupon) - iva),
    subtotal_5: '0.00',
    subtotal_0: '0.00',
    iva_15: t.estimated_tax,
    iva_5: '0.00',
    total: t.total_after_coupon,
  };
}

const ZERO: PaymentTotal = {
  original_price: '0.00',
  total_after_coupon: '0.00',
  total_amount: '0.00',
  total_compare_amount: '0.00',
  estimated_tax: '0.00',
  shipping_cost: '0.00',
};
