import { z } from 'zod';
import { paginated, StaffRoleSchema } from './admin.js';
import { DateTimeSchema, MoneySchema, PaginationSchema } from './common.js';
import { OrderStatusSchema } from './orders.js';

// The back office's Resumen (GET /api/admin/summary) and Inventario (GET /api/admin/inventory).

// Low stock: LOW_STOCK_THRESHOLD (admin-products.ts) units or fewer (ADR 033).

// --- Resumen ----------------------------------------------------------------------------------

/** Paid sales of a period, cancelled orders excluded. */
export const SalesPeriodSchema = z.object({
  total: MoneySchema,
  orders: z.number().int(),
  /** total / orders ("0.00" without orders). */
  average_ticket: MoneySchema,
});
export type SalesPeriod = z.infer<typeof SalesPeriodSchema>;

export const DailySalesSchema = z.object({
  /** YYYY-MM-DD, Ecuador time. */
  day: z.string(),
  total: MoneySchema,
  orders: z.number().int(),
});
export type DailySales = z.infer<typeof DailySalesSchema>;

export const BestSellerSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  units: z.number().int(),
  /** null for a role that does not see money (bodega). */
  amount: MoneySchema.nullable(),
});
export type BestSeller = z.infer<typeof BestSellerSchema>;

export const LowStockItemSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
});
export type LowStockItem = z.infer<typeof LowStockItemSchema>;

export const WaitingOrderSchema = z.object({
  transaction_id: z.string(),
  status: OrderStatusSchema,
  date_issued: DateTimeSchema,
  item_count: z.number().int(),
  /** null for a role that does not see money (bodega). */
  amount: MoneySchema.nullable(),
});
export type WaitingOrder = z.infer<typeof WaitingOrderSchema>;

/**
 * GET /api/admin/summary. Every staff role may open it; a section the caller's role does not see
 * is null (ADR 033): sales for administrador and ventas, low stock for administrador and bodega.
 */
export const AdminSummarySchema = z.object({
  role: StaffRoleSchema,
  /** Today's date in Ecuador (YYYY-MM-DD): the last day of every period. */
  today: z.string(),
  sales: z
    .object({
      today: SalesPeriodSchema,
      last_7_days: SalesPeriodSchema,
      last_30_days: SalesPeriodSchema,
      /** The last 30 days, oldest first, days without sales included (0.00). */
      daily: z.array(DailySalesSchema),
    })
    .nullable(),
  /** Last 30 days, by units sold. */
  best_sellers: z.array(BestSellerSchema),
  low_stock: z
    .object({
      threshold: z.number().int(),
      count: z.number().int(),
      /** The scarcest first (at most 10). */
      results: z.array(LowStockItemSchema),
    })
    .nullable(),
  /** Orders to prepare (recibido, en preparación), the oldest first (at most 10). */
  waiting_orders: z.object({
    count: z.number().int(),
    results: z.array(WaitingOrderSchema),
  }),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;

// --- Inventario -------------------------------------------------------------------------------

export const INVENTORY_STOCK_FILTERS = ['low', 'out'] as const;

/** GET /api/admin/inventory: search by name or SKU; `stock` low (<= threshold) or out (0). */
export const AdminInventoryQuerySchema = PaginationSchema.extend({
  search: z
    .string()
    .trim()
    .max(200, 'Escribe como máximo 200 caracteres.')
    .optional()
    .transform((v) => (v ? v : undefined)),
  stock: z
    .enum(INVENTORY_STOCK_FILTERS, { error: 'Elige un filtro de stock: low u out.' })
    .optional(),
});
export type AdminInventoryQuery = z.infer<typeof AdminInventoryQuerySchema>;

export const InventoryItemSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  sold: z.number().int(),
  /** false: hidden from the shop. */
  is_active: z.boolean(),
  low_stock: z.boolean(),
});
export type InventoryItem = z.infer<typeof InventoryItemSchema>;
export const AdminInventoryResponseSchema = paginated(InventoryItemSchema);
export type AdminInventoryResponse = z.infer<typeof AdminInventoryResponseSchema>;
