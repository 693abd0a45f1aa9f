import type { Order } from '@shop/contract';
import { ApiError } from '@/lib/api-client';
import { BankCheckError, KushkiTokenError } from '../api/tokenize-kushki-card';
import type { BillingErrors } from '@/components/billing/billing-form';
import { serverBillingErrors } from '@/components/billing/billing-server-errors';
import type { CheckoutField } from './checkout-form';
import { couponErrorMessage } from './coupon-messages';

/** What the pay button leads to, for the checkout screen to branch on. */
export type PayOutcome =
  | { kind: 'paid'; order: Order }
  | {
      kind: 'fields';
      fields: Partial<Record<CheckoutField, string>>;
      /** The server's billing field errors ("Datos de facturación"). */
      billing?: BillingErrors;
    }
  | { kind: 'error'; message: string; reload?: 'cart' | 'shipping' };

export const PAYMENT_MESSAGES = {
  declined: 'El pago fue rechazado. Revisa los datos de tu tarjeta o usa otra tarjeta.',
  notVerified:
    'Tu banco no pudo verificar la compra (3-D Secure) y no se hizo ningún cobro. Inténtalo de nuevo o usa otra tarjeta.',
  bankCheckClosed:
    'Cerraste la verificación de tu banco y no se hizo ningún cobro. Presiona Pagar para intentarlo de nuevo.',
  insufficientFunds:
    'Tu banco rechazó el pago por fondos insuficientes y no se hizo ningún cobro. Usa otra tarjeta o inténtalo más tarde.',
  stock:
    'Uno o más productos ya no tienen stock suficiente para tu pedido. Revisa las cantidades en tu carrito.',
  emptyCart: 'Tu carrito está vacío.',
  shipping: 'El método de envío elegido ya no está disponible. Elige otro.',
  providerDown:
    'El servicio de pagos no está disponible en este momento. Intenta nuevamente en unos minutos.',
  inProgress: 'Tu pago aún se está procesando. Espera un momento e intenta nuevamente.',
  cartChanged:
    'Tu carrito cambió mientras se procesaba el pago y no se realizó ningún cobro. Revisa tu carrito e intenta nuevamente.',
  expired: 'La sesión de pago expiró. Presiona Pagar nuevamente.',
  failed: 'No pudimos procesar el pago. Revisa tu conexión e intenta nuevamente.',
} as const;

/** The server's field names in the form: the expiry is one 'MM/AA' field. */
const FORM_FIELD: Record<string, CheckoutField> = {
  full_name: 'full_name',
  address_line_1: 'address_line_1',
  address_line_2: 'address_line_2',
  city: 'city',
  state_province_region: 'state_province_region',
  postal_zip_code: 'postal_zip_code',
  country_region: 'country_region',
  telephone_number: 'telephone_number',
  card_number: 'card_number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvv: 'cvv',
  cardholder_name: 'cardholder_name',
};

/**
 * Maps a failed tokenize or make-payment call to what the customer should read or fix, from the
 * error's stable `code` (never its text or a bare status).
 */
export function paymentFailure(error: unknown): Exclude<PayOutcome, { kind: 'paid' }> {
  // Kushki refused the card's data before any charge (ADR 067).
  if (error instanceof KushkiTokenError)
    return { kind: 'fields', fields: { card_number: error.message } };
  // The bank's 3-D Secure window (ADR 095): nothing was charged.
  if (error instanceof BankCheckError)
    return {
      kind: 'error',
      message:
        error.reason === 'closed' ? PAYMENT_MESSAGES.bankCheckClosed : PAYMENT_MESSAGES.notVerified,
    };
  if (!(error instanceof ApiError)) return { kind: 'error', message: PAYMENT_MESSAGES.failed };
  switch (error.code) {
    case 'card_declined':
      return { kind: 'error', message: PAYMENT_MESSAGES.declined };
    case 'card_not_verified':
      return { kind: 'error', message: PAYMENT_MESSAGES.notVerified };
    case 'insufficient_funds':
      return { kind: 'error', message: PAYMENT_MESSAGES.insufficientFunds };
    case 'checkout_in_progress':
      return { kind: 'error', message: PAYMENT_MESSAGES.inProgress };
    case 'cart_changed':
      return { kind: 'error', message: PAYMENT_MESSAGES.cartChanged, reload: 'cart' };
    case 'out_of_stock':
      return { kind: 'error', message: PAYMENT_MESSAGES.stock, reload: 'cart' };
    case 'coupon_invalid':
      return { kind: 'error', message: couponErrorMessage(error) };
    case 'provider_unavailable':
      return { kind: 'error', message: PAYMENT_MESSAGES.providerDown };
    case 'shipping_invalid':
      return { kind: 'error', message: PAYMENT_MESSAGES.shipping, reload: 'shipping' };
    case 'cart_empty':
      return { kind: 'error', message: PAYMENT_MESSAGES.emptyCart, reload: 'cart' };
  }
  if (error.status >= 500) return { kind: 'error', message: PAYMENT_MESSAGES.failed };
  const shippingRefusal = error.fieldMessage('shipping_id');
  if (shippingRefusal) {
    // "Esta opción de envío no llega a Galápagos." is already the customer's Spanish.
    const message = shippingRefusal.includes('no llega')
      ? shippingRefusal
      : PAYMENT_MESSAGES.shipping;
    return { kind: 'error', message, reload: 'shipping' };
  }
  if (error.fieldMessage('nonce') || error.fieldMessage('client_token'))
    return { kind: 'error', message: PAYMENT_MESSAGES.expired };
  const fields = fieldErrors(error);
  const billing = serverBillingErrors(error.body);
  if (Object.keys(billing).length > 0) return { kind: 'fields', fields: fields ?? {}, billing };
  if (fields) return { kind: 'fields', fields };
  return { kind: 'error', message: PAYMENT_MESSAGES.failed };
}

function fieldErrors(error: ApiError): Partial<Record<CheckoutField, string>> | null {
  const fields: Partial<Record<CheckoutField, string>> = {};
  for (const [serverField, formField] of Object.entries(FORM_FIELD)) {
    const message = error.fieldMessage(serverField);
    if (message && !fields[formField]) fields[formField] = message;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

/** Worth sending again with the same Idempotency-Key: the first answer may never have arrived. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.code === 'checkout_in_progress';
}
