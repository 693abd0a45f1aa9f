import { PAYMENT_METHODS, PAYMENT_STATUSES } from './values/payment-methods.js';
import { z } from 'zod';
import { DateTimeSchema, MoneySchema, PaginationSchema } from './common.js';
import { OrderSchema, OrderStatusSchema } from './orders.js';
import { IvaTotalsSchema } from './iva.js';
import {
  ADMIN_ORDER_ERRORS,
  STAFF_ROLES,
  STOCK_REASONS,
  STOCK_MOVEMENT_REASONS,
} from './values/admin.js';
export {
  STAFF_ROLES,
  STAFF_ROLE_LABELS,
  ORDER_STATUS_NAMES_ES,
  ADMIN_ORDER_ERRORS,
  STOCK_REASONS,
  STOCK_MOVEMENT_REASONS,
  STOCK_ERRORS,
} from './values/admin.js';
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Escribe como máximo ${max} caracteres.`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A YYYY-MM-DD day (Ecuador time) for date-range filters. */
const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Usa el formato AAAA-MM-DD.')
  .optional();

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    results: z.array(item),
  });

// --- Orders -----------------------------------------------------------------------------------

/** GET /api/admin/orders: search by transaction id, customer e-mail or name; status and days. */
export const AdminOrdersQuerySchema = PaginationSchema.extend({
  search: optionalText(200),
  status: OrderStatusSchema.optional(),
  /** The payment status (issue 31): pendiente, pagado, rechazado, vencido, reembolsado. */
  payment_status: z.enum(PAYMENT_STATUSES).optional(),
  date_from: DaySchema,
  date_to: DaySchema,
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

export const AdminOrderSummarySchema = z.object({
  id: z.number().int(),
  transaction_id: z.string(),
  status: OrderStatusSchema,
  amount: MoneySchema,
  date_issued: DateTimeSchema,
  customer_email: z.string(),
  customer_name: z.string(),
  item_count: z.number().int(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  payment_status: z.enum(PAYMENT_STATUSES).optional(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;
export const AdminOrdersResponseSchema = paginated(AdminOrderSummarySchema);
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponseSchema>;

export const OrderStatusChangeSchema = z.object({
  from_status: OrderStatusSchema,
  to_status: OrderStatusSchema,
  by: z.string().nullable(),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  created_at: DateTimeSchema,
});
export type OrderStatusChange = z.infer<typeof OrderStatusChangeSchema>;

/** GET /api/admin/orders/{transaction_id}. */
export const AdminOrderDetailSchema = z.object({
  order: OrderSchema,
  customer: z.object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  subtotal: MoneySchema,
  discount: MoneySchema,
  tax: MoneySchema,
  /** The goods' IVA per rate after the coupon, as the invoice and the RIDE itemize it. */
  iva: IvaTotalsSchema.optional(),
  coupon_name: z.string().nullable(),
  payment: z.object({ charge_id: z.string() }),
  history: z.array(OrderStatusChangeSchema),
  /** The statuses the state machine allows next. */
  next_statuses: z.array(OrderStatusSchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/** POST /api/admin/orders/{transaction_id}/status; "shipped" needs courier and tracking number. */
export const AdminOrderStatusBodySchema = z.object({
  status: OrderStatusSchema,
  courier: optionalText(100),
  tracking_number: optionalText(100),
});
export type AdminOrderStatusBody = z.input<typeof AdminOrderStatusBodySchema>;

/** POST /api/admin/orders/{transaction_id}/refund (administrador): the whole card payment back. */
export const AdminOrderRefundBodySchema = z.object({
  reason: z
    .string({ error: ADMIN_ORDER_ERRORS.refundReasonRequired })
    .trim()
    .min(1, ADMIN_ORDER_ERRORS.refundReasonRequired)
    .max(300, 'El motivo no puede tener más de 300 caracteres.'),
});
export type AdminOrderRefundBody = z.input<typeof AdminOrderRefundBodySchema>;
export const StockReasonSchema = z.enum(STOCK_REASONS, {
  error: 'Elige un motivo: compra, ajuste, devolución o merma.',
});

/** POST /api/admin/products/{id}/stock. */
export const StockAdjustBodySchema = z.object({
  change: z
    .number({ error: 'Indica un número entero de unidades.' })
    .int('Indica un número entero de unidades.')
    .refine((n) => n !== 0, 'El cambio no puede ser cero.')
    .refine((n) => Math.abs(n) <= 1_000_000, 'El cambio es demasiado grande.'),
  reason: StockReasonSchema,
  /** Optional note kept with the movement (the supplier's invoice, what broke...). */
  note: optionalText(200),
});
export type StockAdjustBody = z.infer<typeof StockAdjustBodySchema>;
export type StockAdjustInput = z.input<typeof StockAdjustBodySchema>;

export const StockMovementSchema = z.object({
  id: z.number().int(),
  change: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  quantity_after: z.number().int(),
  by: z.string().nullable(),
  note: z.string().nullable(),
  order_transaction_id: z.string().nullable(),
  created_at: DateTimeSchema,
});
export type StockMovement = z.infer<typeof StockMovementSchema>;
export const StockMovementsResponseSchema = paginated(StockMovementSchema);
export const StockAdjustResponseSchema = z.object({
  quantity: z.number().int(),
  movement: StockMovementSchema,
});

// --- Audit log --------------------------------------------------------------------------------

export const AuditQuerySchema = PaginationSchema.extend({
  entity: optionalText(50),
  entity_id: optionalText(100),
  user_email: optionalText(254),
  action: optionalText(50),
  date_from: DaySchema,
  date_to: DaySchema,
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  user_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: DateTimeSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditResponseSchema = paginated(AuditEntrySchema);

// --- Who am I (the panel's navigation) ----------------------------------------------------------

export const AdminMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: StaffRoleSchema,
});
export type AdminMe = z.infer<typeof AdminMeSchema>;
