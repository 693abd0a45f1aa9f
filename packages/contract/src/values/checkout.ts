// Zod-free values and functions of checkout.ts, for the web's first paint (ADR 040); checkout.ts
// re-exports them.

/** `{"error": ...}` messages of the checkout endpoints, for clients that branch on them. */
export const CHECKOUT_ERRORS = {
  emptyCart: 'Need to have items in cart',
  invalidShipping: 'Invalid shipping option',
  couponNotFound: 'Coupon code not found',
  couponExpired: 'This coupon has expired',
  couponUsedUp: 'This coupon has reached its usage limit',
  couponBelowMinimum: 'The cart total is below the minimum purchase for this coupon',
  notEnoughStock: 'Not enough of this item in stock',
  transactionFailed: 'Transaction failed',
  idempotencyKeyMissing: 'The Idempotency-Key header is required',
  idempotencyKeyTooLong: 'La cabecera Idempotency-Key es demasiado larga: máximo 255 caracteres.',
  idempotencyKeyInvalid:
    'La cabecera Idempotency-Key solo admite letras, números y signos ASCII visibles.',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request',
  idempotencyKeyInProgress:
    'Este pago ya está en proceso. Espera unos segundos y revisa tus pedidos antes de intentarlo de nuevo.',
  checkoutInProgress:
    'Ya hay un pago en proceso para este carrito. Espera a que termine y revisa tus pedidos.',
  cartChanged:
    'Tu carrito cambió mientras se procesaba el pago; no se realizó ningún cobro. Revisa el carrito e inténtalo de nuevo.',
  couponPerCustomerLimit: 'Ya usaste este cupón el número de veces permitido por cliente.',
  providerUnavailable: 'Payment provider unavailable',
} as const;

export const PAYMENT_SUCCESS = 'Transaction successful and order was created';

/** The 24 provinces of Ecuador, as customers write them. */
export const ECUADOR_PROVINCES = [
  'Azuay',
  'Bolívar',
  'Cañar',
  'Carchi',
  'Chimborazo',
  'Cotopaxi',
  'El Oro',
  'Esmeraldas',
  'Galápagos',
  'Guayas',
  'Imbabura',
  'Loja',
  'Los Ríos',
  'Manabí',
  'Morona Santiago',
  'Napo',
  'Orellana',
  'Pastaza',
  'Pichincha',
  'Santa Elena',
  'Santo Domingo de los Tsáchilas',
  'Sucumbíos',
  'Tungurahua',
  'Zamora Chinchipe',
] as const;

/**
 * The address fields a store-pickup order may leave out (ADR 037); the server still requires
 * them, with the same messages, for a delivery option. Name and phone are always required.
 */
export const PICKUP_OPTIONAL_FIELDS = {
  address_line_1: true,
  city: true,
  state_province_region: true,
  postal_zip_code: true,
  country_region: true,
} as const;

/** The error statuses make-payment can answer (and store for its Idempotency-Key). */
export const MAKE_PAYMENT_ERROR_STATUSES = [400, 402, 404, 409, 422] as const;
