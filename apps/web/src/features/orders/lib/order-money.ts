import type { OrderDetailResponse } from '@shop/contract';
import { centsToMoney, moneyToCents } from '@shop/contract/values';
import { type MoneyLinesValue, normalAndDiscount } from '@/components/money-lines';

/**
 * The order page's money lines, figured as its checkout figured them (issue 33): "Precio normal"
 * from each line's regular price when bought; a line without one (an order placed before it was
 * kept) counts at its price.
 */
export function orderMoneyLines(data: OrderDetailResponse): MoneyLinesValue {
  const { order } = data;
  const compareCents = order.order_items.reduce(
    (sum, item) => sum + moneyToCents(item.compare_price ?? item.price) * item.count,
    0,
  );
  const originalCents = moneyToCents(data.subtotal);
  const afterCents = originalCents - moneyToCents(data.discount);
  return {
    ...normalAndDiscount(compareCents, originalCents, afterCents),
    subtotal: centsToMoney(afterCents),
    iva: data.iva,
    shipping: order.shipping_price,
    total: order.amount,
  };
}
