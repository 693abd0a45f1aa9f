import { z } from 'zod';
import { DateTimeSchema, MoneySchema } from './common.js';
import { BillingSchema, BuyerIdTypeSchema } from './identification.js';

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

/** A nota de crédito of an order's invoice, as the order pages show it (ADR 083). */
export const CreditNoteSummarySchema = z.object({
  id: z.number().int(),
  status: InvoiceStatusSchema,
  /** 001-001-000000004 */
  number: z.string(),
  /** dd/mm/aaaa, as printed on the document. */
  issue_date: z.string(),
  total: MoneySchema,
  reason: z.string(),
  authorization_number: z.string().nullable(),
  authorized_at: DateTimeSchema.nullable(),
});
export type CreditNoteSummary = z.infer<typeof CreditNoteSummarySchema>;

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
  /** Its notas de crédito, oldest first (absent from callers that never read them). */
  credit_notes: z.array(CreditNoteSummarySchema).optional(),
  /** Every unit credited: the invoice reads "Anulada por nota de crédito". */
  fully_credited: z.boolean().optional(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;
export const InvoiceResponseSchema = z.object({ invoice: InvoiceSummarySchema });
export type InvoiceResponse = z.infer<typeof InvoiceResponseSchema>;

/**
 * POST .../invoice/billing: the buyer's data for an invoice waiting in `pending_data` (an order
 * paid above the consumidor final limit without them). Field errors answer under `billing`.
 */
export const InvoiceBillingBodySchema = z.object({ billing: BillingSchema });
export type InvoiceBillingBody = z.infer<typeof InvoiceBillingBodySchema>;

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

/** A line of the invoice for the back office's partial credit note: units invoiced and left. */
export const CreditableLineSchema = z.object({
  /** 0-based position in the invoice. */
  line: z.number().int(),
  code: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  /** Units not yet credited by a nota de crédito. */
  remaining: z.number().int(),
  unit_price: MoneySchema,
});
export type CreditableLine = z.infer<typeof CreditableLineSchema>;

/**
 * GET /api/admin/orders/{transaction_id}/invoice: the order's invoice in any state, or null.
 * `staff_note` says, in Spanish, why it waits for staff (the SRI returned or did not authorize
 * it) or why its last sending failed; null when nothing is wrong.
 */
export const AdminInvoiceResponseSchema = z.object({
  invoice: InvoiceSummarySchema.nullable(),
  lines: z.array(CreditableLineSchema).optional(),
  staff_note: z.string().nullable(),
});

export const CREDIT_NOTE_REASON_MAX = 300;
/** POST /api/admin/orders/{transaction_id}/credit-notes: a partial (or full) nota de crédito. */
export const CreditNoteBodySchema = z.object({
  lines: z
    .array(
      z.object({
        line: z.number().int().min(0),
        quantity: z.number().int().min(1, 'La cantidad debe ser al menos 1.'),
      }),
    )
    .min(1, 'Elija al menos una línea y una cantidad.')
    .max(500),
  reason: z
    .string()
    .trim()
    .min(1, 'Escriba el motivo de la nota de crédito.')
    .max(CREDIT_NOTE_REASON_MAX, `El motivo admite hasta ${CREDIT_NOTE_REASON_MAX} caracteres.`),
});
export type CreditNoteBody = z.infer<typeof CreditNoteBodySchema>;
export const CreditNoteResponseSchema = z.object({ credit_note: CreditNoteSummarySchema });
export type CreditNoteResponse = z.infer<typeof CreditNoteResponseSchema>;
export type AdminInvoiceResponse = z.infer<typeof AdminInvoiceResponseSchema>;

/** /orders/{transaction_id}/credit-notes/{note_id}/{pdf|xml}: a nota de crédito's file. */
export const CreditNoteFileParamsSchema = z.object({
  transaction_id: z.string().min(1),
  note_id: z.coerce.number().int().positive().max(2_147_483_647),
  kind: z.enum(['pdf', 'xml']),
});
