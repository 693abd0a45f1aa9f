import { dollarsText } from '@shop/contract/values';
import { toFixedDecimal } from './decimal';

/** `$1,234.50` from a two-decimal string or a number, as Intl's en-US USD format writes it. */
export function formatMoney(value: string | number): string {
  const n = Number(value);
  const amount = Number.isFinite(n) ? n : 0;
  // Negative, or -0 (Intl writes "-$0.00" for it too).
  const sign = 1 / amount < 0 ? '-' : '';
  return `${sign}${dollarsText(toFixedDecimal(amount, 2))}`;
}
