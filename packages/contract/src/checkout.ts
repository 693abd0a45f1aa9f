import { z } from 'zod';
import { IdSchema, MoneySchema, requiredText } from './common.js';
import { DetailBodySchema, ErrorBodySchema, FieldErrorsSchema } from './errors.js';
import { OrderSchema } from './orders.js';

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
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request',
  idempotencyKeyInProgress: 'A request with this Idempotency-Key is still being processed',
  providerUnavailable: 'Payment provider unavailable',
} as const;

/** Any 400 of the checkout endpoints: an app error, field errors or a malformed request. */
export const CheckoutBadRequestSchema = z.union([
  ErrorBodySchema,
  DetailBodySchema,
  FieldErrorsSchema,
]);

export const PAYMENT_SUCCESS = 'Transaction successful and order was created';

export const ShippingOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  time_to_delivery: z.string(),
  price: MoneySchema,
});
export type ShippingOption = z.infer<typeof ShippingOptionSchema>;

export const ShippingOptionsResponseSchema = z.object({
  shipping_options: z.array(ShippingOptionSchema),
});

/** A coupon: a fixed discount (`discount_price`) or a percentage, and its minimum purchase. */
export const CouponSchema = z.union([
  z.object({ name: z.string(), discount_price: MoneySchema, min_purchase: MoneySchema }),
  z.object({
    name: z.string(),
    discount_percentage: z.number().int(),
    min_purchase: MoneySchema,
  }),
]);
export type Coupon = z.infer<typeof CouponSchema>;

export const CheckCouponQuerySchema = z.object({ coupon_name: requiredText(64) });
export const CheckCouponResponseSchema = z.object({ coupon: CouponSchema });

/** "" and "default" mean no coupon, as the seed's clients send. */
const OptionalCouponNameSchema = z
  .string()
  .trim()
  .max(64, 'Ensure this field has no more than 64 characters.')
  .default('')
  .transform((v) => (v.toLowerCase() === 'default' ? '' : v));

export const PaymentTotalQuerySchema = z.object({
  shipping_id: IdSchema,
  coupon_name: OptionalCouponNameSchema,
});
export type PaymentTotalQuery = z.infer<typeof PaymentTotalQuerySchema>;

/** Payment totals; prices include IVA, so `estimated_tax` is the IVA contained in the goods. */
export const PaymentTotalSchema = z.object({
  original_price: MoneySchema,
  total_after_coupon: MoneySchema,
  total_amount: MoneySchema,
  total_compare_amount: MoneySchema,
  estimated_tax: MoneySchema,
  shipping_cost: MoneySchema,
});
export type PaymentTotal = z.infer<typeof PaymentTotalSchema>;

export const ClientTokenResponseSchema = z.object({
  client_token: z.string(),
  provider: z.string(),
});

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
export type EcuadorProvince = (typeof ECUADOR_PROVINCES)[number];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** A province name, matched without regard to accents or case and answered as written above. */
export const ProvinceSchema = requiredText(64).transform((value, ctx) => {
  const province = ECUADOR_PROVINCES.find((p) => fold(p) === fold(value));
  if (!province) {
    ctx.addIssue({ code: 'custom', message: 'Selecciona una de las 24 provincias del Ecuador.' });
    return z.NEVER;
  }
  return province;
});

/**
 * An Ecuadorian phone number: mobile 09XXXXXXXX, landline 0[2-7]XXXXXXX, or either with +593
 * instead of the leading 0. Spaces, dashes and brackets are ignored.
 */
export const EcuadorPhoneSchema = requiredText(32)
  .transform((v) => v.replace(/[\s\-().]/g, ''))
  .refine((v) => /^(0|\+593)(9\d{8}|[2-7]\d{7})$/.test(v), {
    message: 'Ingresa un teléfono de Ecuador válido, por ejemplo 0991234567 o 022456789.',
  });

export const PostalCodeSchema = requiredText(6).refine((v) => /^\d{6}$/.test(v), {
  message: 'El código postal debe tener 6 dígitos, por ejemplo 170102.',
});

export const CountrySchema = requiredText(64).transform((value, ctx) => {
  if (fold(value) === 'ecuador') return 'Ecuador';
  ctx.addIssue({ code: 'custom', message: 'Solo realizamos envíos dentro de Ecuador.' });
  return z.NEVER;
});

/** The shipping address of an order. */
export const ShippingAddressSchema = z.object({
  full_name: requiredText(120),
  address_line_1: requiredText(255),
  address_line_2: z
    .string()
    .trim()
    .max(255, 'Ensure this field has no more than 255 characters.')
    .default(''),
  city: requiredText(120),
  state_province_region: ProvinceSchema,
  postal_zip_code: PostalCodeSchema,
  country_region: CountrySchema,
  telephone_number: EcuadorPhoneSchema,
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

export const MakePaymentBodySchema = ShippingAddressSchema.extend({
  nonce: requiredText(255),
  shipping_id: IdSchema,
  coupon_name: OptionalCouponNameSchema,
});
export type MakePaymentBody = z.infer<typeof MakePaymentBodySchema>;
export type MakePaymentInput = z.input<typeof MakePaymentBodySchema>;

export const MakePaymentResponseSchema = z.object({
  success: z.literal(PAYMENT_SUCCESS),
  order: OrderSchema,
});
export type MakePaymentResponse = z.infer<typeof MakePaymentResponseSchema>;

const cardDigits = (v: string) => v.replace(/[\s-]/g, '');

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** An integer given as a number or a string of digits ("07"). */
const integerField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : v),
    z
      .number({
        error: (iss) => (iss.input === undefined ? 'This field is required.' : message),
      })
      .int(message),
  );

const currentYear = () => new Date().getUTCFullYear();

/** The sandbox provider's card form; it stands in for a real provider's hosted fields. */
export const SandboxTokenizeBodySchema = z
  .object({
    client_token: requiredText(512),
    card_number: requiredText(32)
      .transform(cardDigits)
      .refine((v) => /^\d{12,19}$/.test(v) && passesLuhn(v), {
        message: 'El número de tarjeta no es válido.',
      }),
    exp_month: integerField('Ingresa un mes de vencimiento entre 1 y 12.').pipe(
      z
        .number()
        .min(1, 'Ingresa un mes de vencimiento entre 1 y 12.')
        .max(12, 'Ingresa un mes de vencimiento entre 1 y 12.'),
    ),
    exp_year: integerField('Ingresa un año de vencimiento válido.')
      .transform((y) => (y < 100 ? 2000 + y : y))
      .refine((y) => y <= currentYear() + 20, { message: 'Ingresa un año de vencimiento válido.' }),
    cvv: requiredText(4).refine((v) => /^\d{3,4}$/.test(v), {
      message: 'El CVV debe tener 3 o 4 dígitos.',
    }),
    cardholder_name: requiredText(120),
  })
  .superRefine((card, ctx) => {
    const now = new Date();
    const month = now.getUTCMonth() + 1;
    const year = now.getUTCFullYear();
    if (card.exp_year > year || (card.exp_year === year && card.exp_month >= month)) return;
    ctx.addIssue({
      code: 'custom',
      path: [card.exp_year < year ? 'exp_year' : 'exp_month'],
      message: 'La tarjeta está vencida.',
    });
  });
export type SandboxTokenizeBody = z.infer<typeof SandboxTokenizeBodySchema>;
export type SandboxTokenizeInput = z.input<typeof SandboxTokenizeBodySchema>;

/** The sandbox provider's test cards; any other valid card number is approved. */
export const SANDBOX_TEST_CARDS = [
  { number: '4111 1111 1111 1111', outcome: 'approved' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient_funds' },
] as const;
export type SandboxCardOutcome = (typeof SANDBOX_TEST_CARDS)[number]['outcome'];

export const CardBrandSchema = z.enum([
  'visa',
  'mastercard',
  'amex',
  'diners',
  'discover',
  'unknown',
]);
export type CardBrand = z.infer<typeof CardBrandSchema>;

export const SandboxTokenizeResponseSchema = z.object({
  nonce: z.string(),
  card: z.object({ brand: CardBrandSchema, last4: z.string() }),
});
export type SandboxTokenizeResponse = z.infer<typeof SandboxTokenizeResponseSchema>;
