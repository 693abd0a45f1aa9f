import { z } from 'zod';
import { DateTimeSchema, MoneySchema } from './common.js';
import { BuyerIdTypeSchema } from './identification.js';

/** States of an SRI document (DESIGN: generated → signed → received → authorized). */
export const INVOICE_STATUSES = [
  'pending_data',
  'generated',
  'signed',
  'received',
  'authorized',
  'returned',
  'not_authorized',
] as const;
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

export const SriMessageSchema = z.object({
  identificador: z.string(),
  mensaje: z.string(),
  informacionAdicional: z.string().optional(),
  tipo: z.string(),
});

/** GET /api/orders/{transaction_id}/invoice: the order's invoice as the customer sees it. */
export const InvoiceSummarySchema = z.object({
  status: InvoiceStatusSchema,
  /** 001-001-000000123; null while it waits for the buyer's data. */
  number: z.string().nullable(),
  clave_acceso: z.string().nullable(),
  authorization_number: z.string().nullable(),
  authorized_at: DateTimeSchema.nullable(),
  total: MoneySchema,
  messages: z.array(SriMessageSchema),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;
export const InvoiceResponseSchema = z.object({ invoice: InvoiceSummarySchema });
export type InvoiceResponse = z.infer<typeof InvoiceResponseSchema>;

/** Billing data as the server answers it (the request's rules live in BillingSchema). */
export const BillingViewSchema = z.object({
  id_type: BuyerIdTypeSchema,
  id_number: z.string(),
  name: z.string(),
  email: z.string(),
  address: z.string(),
});
export type BillingView = z.infer<typeof BillingViewSchema>;

/** GET /api/orders/last-billing: the billing data of the customer's last invoice, to prefill. */
export const LastBillingResponseSchema = z.object({ billing: BillingViewSchema.nullable() });
export type LastBillingResponse = z.infer<typeof LastBillingResponseSchema>;

/** GET /api/admin/orders/{transaction_id}/invoice: the order's invoice in any state, or null. */
export const AdminInvoiceResponseSchema = z.object({ invoice: InvoiceSummarySchema.nullable() });
export type AdminInvoiceResponse = z.infer<typeof AdminInvoiceResponseSchema>;
