import { z } from 'zod';
import { DateTimeSchema, MoneySchema } from './common.js';
import { BillingViewSchema, InvoiceSummarySchema } from './invoicing.js';
import { IvaTotalsSchema } from './iva.js';
import { ORDER_STATUSES } from './values/orders.js';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './values/payment-methods.js';
export {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_NOT_FOUND,
  PICKUP_ADDRESS_LINE_2,
  isPickupOrder,
  orderStatusLabel,
  deferredLabel,
} from './values/orders.js';
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** A line of an order: a snapshot of the product when it was bought. */
export const OrderItemSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  get_thumbnail: z.string(),
  price: MoneySchema,
  count: z.number().int(),
  /** The regular (compare-at) price when bought (extra field, issue 33); null = not kept. */
  compare_price: MoneySchema.nullable().optional(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** An order as its owner sees it; `step` (0..3) follows `status` and drives the progress bar. */
export const OrderSchema = z.object({
  id: z.number().int(),
  transaction_id: z.string(),
  status: OrderStatusSchema,
  step: z.number().int().min(0).max(3),
  amount: MoneySchema,
  shipping_name: z.string(),
  shipping_time: z.string(),
  shipping_price: MoneySchema,
  full_name: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string(),
  city: z.string(),
  state_province_region: z.string(),
  postal_zip_code: z.string(),
  country_region: z.string(),
  telephone_number: z.string(),
  date_issued: DateTimeSchema,
  order_items: z.array(OrderItemSchema),
  /** Set by the back office when the order ships (extra fields, not in the seed). */
  courier: z.string().nullable().optional(),
  tracking_number: z.string().nullable().optional(),
  /** How it is paid and whether it is (issue 31); card orders: 'card', 'pagado'. */
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  payment_status: z.enum(PAYMENT_STATUSES).optional(),
  /** A card payment deferred (diferido) over these months; null or absent = pago corriente. */
  deferred_months: z.number().int().positive().nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrdersResponseSchema = z.object({ orders: z.array(OrderSchema) });
export const OrderResponseSchema = z.object({ order: OrderSchema });

export const OrderParamsSchema = z.object({
  transaction_id: z.string().min(1),
});

/** One status change of an order, as its owner sees it. */
export const OrderStatusStepSchema = z.object({
  status: OrderStatusSchema,
  date: DateTimeSchema,
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
});
export type OrderStatusStep = z.infer<typeof OrderStatusStepSchema>;

/**
 * GET /api/orders/get-order/{transaction_id}/detail: the order page's data. `subtotal` is the
 * goods before the coupon, `discount` the coupon, `iva` the breakdown per rate of the goods after
 * the coupon (as at checkout; shipping is its own line), `status_history` starts with the order's
 * creation.
 */
export const OrderDetailResponseSchema = z.object({
  order: OrderSchema,
  subtotal: MoneySchema,
  discount: MoneySchema,
  coupon_name: z.string().nullable(),
  iva: IvaTotalsSchema,
  payment: z.object({ method: z.string(), status: z.string() }),
  status_history: z.array(OrderStatusStepSchema),
  billing: BillingViewSchema.nullable(),
  invoice: InvoiceSummarySchema.nullable(),
});
export type OrderDetailResponse = z.infer<typeof OrderDetailResponseSchema>;
