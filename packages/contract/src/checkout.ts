import { z } from 'zod';
import { IdSchema, MoneySchema, optionalText, requiredText } from './common.js';
import { DetailBodySchema, ErrorBodySchema, FieldErrorsSchema } from './errors.js';
import { BillingSchema } from './identification.js';
import { IvaTotalsSchema } from './iva.js';
import { OrderSchema } from './orders.js';
import { DeferredChoiceSchema } from './payments.js';
import {
  ECUADOR_PROVINCES,
  PICKUP_OPTIONAL_FIELDS,
  PAYMENT_SUCCESS,
  MAKE_PAYMENT_ERROR_STATUSES,
} from './values/checkout.js';
export {
  CHECKOUT_ERRORS,
  PAYMENT_SUCCESS,
  ECUADOR_PROVINCES,
  PICKUP_OPTIONAL_FIELDS,
  MAKE_PAYMENT_ERROR_STATUSES,
} from './values/checkout.js';

/** Any 400 of the checkout endpoints: an app error, field errors or a malformed request. */
export const CheckoutBadRequestSchema = z.union([
  ErrorBodySchema,
  DetailBodySchema,
  FieldErrorsSchema,
]);

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
export const OptionalCouponNameSchema = z
  .string()
  .trim()
  .max(64, 'Ensure this field has no more than 64 characters.')
  .default('')
  .transform((v) => (v.toLowerCase() === 'default' ? '' : v));

/** `shipping_id=0` (the family client's first call, before a shipping choice) means no shipping yet. */
export const PaymentTotalQuerySchema = z.object({
  shipping_id: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(0, 'Ensure this value is greater than or equal to 0.')
    .max(2147483647, 'Ensure this value is less than or equal to 2147483647.'),
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
  /** IVA per rate of the goods after the coupon; `iva.total` = total_after_coupon (ADR 036). */
  iva: IvaTotalsSchema.optional(),
});
export type PaymentTotal = z.infer<typeof PaymentTotalSchema>;
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

/** Optional (issue 33: few Ecuadorians know theirs); when given, the 6 digits of the SRI's codes. */
export const PostalCodeSchema = optionalText(6)
  .default('')
  .refine((v) => v === '' || /^\d{6}$/.test(v), {
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

/**
 * The card nonce: a string, or the object the family's card widget returns
 * (`{nonce, details, type, description, binData}`), of which only `nonce` is used.
 */
export const NonceSchema = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) && 'nonce' in value
      ? value.nonce
      : value,
  requiredText(255),
);

export const MakePaymentBodySchema = ShippingAddressSchema.partial(PICKUP_OPTIONAL_FIELDS).extend({
  nonce: NonceSchema,
  shipping_id: IdSchema,
  coupon_name: OptionalCouponNameSchema,
  /** "Datos de facturación"; without them (older clients) the invoice goes to consumidor final. */
  billing: BillingSchema.optional(),
  /** A diferido the card's bank offers (Kushki, ADR 069); absent or null = "Pago corriente". */
  deferred: DeferredChoiceSchema.nullish(),
});
export type MakePaymentBody = z.infer<typeof MakePaymentBodySchema>;
export type MakePaymentInput = z.input<typeof MakePaymentBodySchema>;

export const MakePaymentResponseSchema = z.object({
  success: z.literal(PAYMENT_SUCCESS),
  order: OrderSchema,
});
export type MakePaymentResponse = z.infer<typeof MakePaymentResponseSchema>;
export type MakePaymentErrorStatus = (typeof MAKE_PAYMENT_ERROR_STATUSES)[number];

/** A make-payment answer as it is stored for its Idempotency-Key and replayed: success or an error body. */
export const MakePaymentAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal(200), body: MakePaymentResponseSchema }),
  z.object({
    status: z.literal(MAKE_PAYMENT_ERROR_STATUSES),
    body: z.union([ErrorBodySchema, DetailBodySchema, FieldErrorsSchema]),
  }),
]);
export type MakePaymentAnswer = z.infer<typeof MakePaymentAnswerSchema>;
