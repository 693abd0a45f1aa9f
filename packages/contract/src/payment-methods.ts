import { z } from 'zod';
import { DateTimeSchema, IdSchema, MoneySchema, optionalText, requiredText } from './common.js';
import { BillingSchema } from './identification.js';
import { OptionalCouponNameSchema, ShippingAddressSchema } from './checkout.js';
import { ECUADOR_PROVINCES, PICKUP_OPTIONAL_FIELDS } from './values/checkout.js';
import {
  BANK_ACCOUNT_TYPES,
  COLLECTED_WITH,
  LATER_METHODS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './values/payment-methods.js';
export * from './values/payment-methods.js';

// Payment methods besides the card (issue 31, ADR 076): settings, checkout, receipts, staff.

export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export const LaterMethodSchema = z.enum(LATER_METHODS, {
  error: 'Elige una forma de pago de la lista.',
});
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const BankAccountSchema = z.object({
  bank: requiredText(80),
  type: z.enum(BANK_ACCOUNT_TYPES, { error: 'Elige ahorros o corriente.' }),
  number: requiredText(30).regex(/^[0-9-]+$/, 'Solo números y guiones.'),
  holder: requiredText(120),
  ruc: requiredText(13).regex(/^\d{13}$/, 'El RUC tiene 13 dígitos.'),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

/** GET/PUT /api/admin/payment-settings (administrador). */
export const PaymentSettingsSchema = z.object({
  transfer_enabled: z.boolean(),
  bank_accounts: z.array(BankAccountSchema).max(10),
  reservation_hours: z
    .number({ error: 'Indica las horas de reserva.' })
    .int('Indica horas enteras.')
    .min(1, 'La reserva dura al menos 1 hora.')
    .max(720, 'La reserva dura como mucho 720 horas (30 días).'),
  cod_enabled: z.boolean(),
  cod_provinces: z.array(z.enum(ECUADOR_PROVINCES)).max(24),
  cod_shipping_ids: z.array(z.number().int().positive()).max(50),
  /** Optional upper amount for pay on delivery; null = no limit. */
  cod_max_amount: MoneySchema.nullable(),
  pickup_pay_enabled: z.boolean(),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;

/** GET /api/payment/methods?shipping_id&province: what the checkout may offer. */
export const PaymentMethodsQuerySchema = z.object({
  shipping_id: IdSchema,
  province: optionalText(60).optional(),
});
export const PaymentMethodsAnswerSchema = z.object({
  methods: z.array(z.object({ method: PaymentMethodSchema, label: z.string() })),
  bank_accounts: z.array(BankAccountSchema),
  reservation_hours: z.number().int(),
  cod_max_amount: MoneySchema.nullable(),
});
export type PaymentMethodsAnswer = z.infer<typeof PaymentMethodsAnswerSchema>;

/** POST /api/payment/place-order (Idempotency-Key required): an order paid later. */
export const PlaceOrderBodySchema = ShippingAddressSchema.partial(PICKUP_OPTIONAL_FIELDS).extend({
  payment_method: LaterMethodSchema,
  shipping_id: IdSchema,
  coupon_name: OptionalCouponNameSchema,
  billing: BillingSchema.optional(),
});
export type PlaceOrderBody = z.infer<typeof PlaceOrderBodySchema>;

/** How to pay an order placed for later: the thank-you and order pages show it. */
export const PaymentInstructionsSchema = z.object({
  method: PaymentMethodSchema,
  status: PaymentStatusSchema,
  status_label: z.string(),
  amount: MoneySchema,
  reference: z.string(),
  bank_accounts: z.array(BankAccountSchema),
  expires_at: DateTimeSchema.nullable(),
  rejection_reason: z.string().nullable(),
  receipts: z.number().int(),
});
export type PaymentInstructions = z.infer<typeof PaymentInstructionsSchema>;

export const ReceiptAnswerSchema = z.object({
  receipt_id: z.number().int(),
  created: z.boolean(),
  payment: PaymentInstructionsSchema,
});

export const PendingPaymentSchema = z.object({
  transaction_id: z.string(),
  method: PaymentMethodSchema,
  status: PaymentStatusSchema,
  amount: MoneySchema,
  customer: z.string(),
  email: z.string(),
  date_issued: DateTimeSchema,
  expires_at: DateTimeSchema.nullable(),
  receipts: z.array(
    z.object({ id: z.number().int(), content_type: z.string(), created_at: DateTimeSchema }),
  ),
});
export const PendingPaymentsResponseSchema = z.object({
  payments: z.array(PendingPaymentSchema),
  pending_by_method: z.array(z.object({ method: PaymentMethodSchema, amount: MoneySchema })),
});
export type PendingPayment = z.infer<typeof PendingPaymentSchema>;

export const ConfirmPaymentBodySchema = z.object({
  amount: MoneySchema,
  date: z.iso.date('Indica la fecha del pago (AAAA-MM-DD).'),
  reference: requiredText(60),
});
export const RejectPaymentBodySchema = z.object({ reason: requiredText(500) });
export const CollectPaymentBodySchema = z.object({
  amount: MoneySchema,
  collected_with: z.enum(COLLECTED_WITH, { error: 'Elige efectivo o tarjeta.' }),
});
export const PaymentActionAnswerSchema = z.object({
  transaction_id: z.string(),
  status: PaymentStatusSchema,
  order_status: z.string(),
});
export const PaymentOrderParamsSchema = z.object({ transaction_id: z.string().min(1).max(40) });
export const ReceiptParamsSchema = z.object({ id: IdSchema });
