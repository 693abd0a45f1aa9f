import type { Coupon } from '@shop/contract';
import { CHECKOUT_ERRORS } from '@shop/contract/values';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';

const BY_SERVER_ERROR: Record<string, string> = {
  [CHECKOUT_ERRORS.couponNotFound]: 'El cupón no existe.',
  [CHECKOUT_ERRORS.couponExpired]: 'El cupón ha expirado.',
  [CHECKOUT_ERRORS.couponUsedUp]: 'El cupón ya alcanzó su límite de usos.',
  [CHECKOUT_ERRORS.couponBelowMinimum]: 'Tu compra no alcanza el monto mínimo para este cupón.',
  [CHECKOUT_ERRORS.couponPerCustomerLimit]:
    'Ya usaste este cupón las veces permitidas por cliente.',
  [CHECKOUT_ERRORS.emptyCart]: 'Tu carrito está vacío.',
};

export const COUPON_REQUIRED = 'Ingresa el código de tu cupón.';

/** The Spanish reason a coupon was refused. */
export function couponErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const known = BY_SERVER_ERROR[error.fieldMessage('error') ?? ''];
    if (known) return known;
    if (error.fieldMessage('coupon_name')) return COUPON_REQUIRED;
  }
  return 'No pudimos validar el cupón, intenta nuevamente.';
}

export function couponAppliedMessage(coupon: Coupon): string {
  return `Cupón aplicado: ${coupon.name}`;
}

/** '10% de descuento', or '$5.00 de descuento en compras desde $30.00'. */
export function couponBenefit(coupon: Coupon): string {
  const off =
    'discount_percentage' in coupon
      ? `${coupon.discount_percentage}% de descuento`
      : `${formatMoney(coupon.discount_price)} de descuento`;
  return Number(coupon.min_purchase) > 0
    ? `${off} en compras desde ${formatMoney(coupon.min_purchase)}`
    : off;
}
