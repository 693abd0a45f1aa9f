import { CHECKOUT_ERRORS } from '@shop/contract';
import { ApiError } from '@/lib/api-client';
import { couponErrorMessage } from './coupon-messages';
import { PAYMENT_MESSAGES } from './payment-outcome';

const COUPON_ERRORS: string[] = [
  CHECKOUT_ERRORS.couponNotFound,
  CHECKOUT_ERRORS.couponExpired,
  CHECKOUT_ERRORS.couponUsedUp,
  CHECKOUT_ERRORS.couponBelowMinimum,
];

/** Why the totals could not be computed, in Spanish; `coupon` when the coupon is the reason. */
export function totalsErrorMessage(error: unknown): { message: string; coupon: boolean } {
  if (error instanceof ApiError) {
    const reason = error.fieldMessage('error') ?? '';
    if (COUPON_ERRORS.includes(reason)) return { message: couponErrorMessage(error), coupon: true };
    if (reason === CHECKOUT_ERRORS.emptyCart)
      return { message: PAYMENT_MESSAGES.emptyCart, coupon: false };
    if (error.status === 409) return { message: PAYMENT_MESSAGES.stock, coupon: false };
  }
  return {
    message: 'No pudimos calcular el total de tu pedido. Intenta nuevamente.',
    coupon: false,
  };
}
