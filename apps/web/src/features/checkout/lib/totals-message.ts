import { ApiError } from '@/lib/api-client';
import { couponErrorMessage } from './coupon-messages';
import { PAYMENT_MESSAGES } from './payment-outcome';

/** Why the totals could not be computed, in Spanish; `coupon` when the coupon is the reason. */
export function totalsErrorMessage(error: unknown): { message: string; coupon: boolean } {
  if (error instanceof ApiError) {
    // Decided by the error's code.
    if (error.code === 'coupon_invalid' || error.code === 'coupon_not_found')
      return { message: couponErrorMessage(error), coupon: true };
    if (error.code === 'cart_empty') return { message: PAYMENT_MESSAGES.emptyCart, coupon: false };
    if (error.code === 'out_of_stock') return { message: PAYMENT_MESSAGES.stock, coupon: false };
  }
  return {
    message: 'No pudimos calcular el total de tu pedido. Intenta nuevamente.',
    coupon: false,
  };
}
