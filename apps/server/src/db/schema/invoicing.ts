import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/** The last sequential issued per establishment, point of emission and document type. */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    estab: text('estab').notNull(),
    ptoEmi: text('pto_emi').notNull(),
    codDoc: text('cod_doc').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ name: 'invoice_sequences_pk', columns: [t.estab, t.ptoEmi, t.codDoc] })],
);

/** The issuer's data printed on its documents (the configuration's INVOICE_* or the back office's). */
export interface IssuerData {
  ruc: string;
  razonSocial: string;
  nombreComercial: string;
  dirMatriz: string;
  dirEstablecimiento: string;
  estab: string;
  ptoEmi: string;
  obligadoContabilidad: boolean;
  regimen: string | null;
}

export interface SriMessage {
  identificador: string;
  mensaje: string;
  informacionAdicional?: string;
  tipo: string;
}

/**
 * SRI electronic documents (factura 01, nota de crédito 04); the row is also the job of the
 * sending queue (status, attempts, next_attempt_at).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    codDoc: text('cod_doc').notNull(),
    modifiesInvoiceId: integer('modifies_invoice_id').references((): AnyPgColumn => invoices.id),
    estab: text('estab').notNull(),
    ptoEmi: text('pto_emi').notNull(),
    /** Null while the invoice waits for the buyer's data (pending_data). */
    secuencial: integer('secuencial'),
    claveAcceso: text('clave_acceso').unique(),
    ambiente: text('ambiente').notNull(),
    /** dd/mm/aaaa, Ecuador time. */
    issueDate: text('issue_date'),
    /** pending_data | generated | signed | received | authorized | returned | not_authorized */
    status: text('status').notNull().default('generated'),
    buyerIdType: text('buyer_id_type').notNull(),
    buyerId: text('buyer_id').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerAddress: text('buyer_address').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** What the document says (DocumentData of invoice-xml.ts), for the XML and the RIDE. */
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    xml: text('xml'),
    signedXml: text('signed_xml'),
    authorizationNumber: text('authorization_number'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    messages: jsonb('messages').$type<SriMessage[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The back office's Idempotency-Key of a nota de crédito: a replay answers the same note. */
    requestKey: text('request_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_sequential_unique').on(t.estab, t.ptoEmi, t.codDoc, t.secuencial),
    // One factura per order; notas de crédito are as many as its partial refunds (ADR 066).
    uniqueIndex('invoices_one_factura_per_order')
      .on(t.orderId)
      .where(sql`${t.codDoc} = '01'`),
    index('invoices_order_idx').on(t.orderId, t.codDoc),
    uniqueIndex('invoices_request_key_unique').on(t.orderId, t.requestKey),
    index('invoices_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // pg answers a Buffer, PGlite a Uint8Array: one type for the code either way.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The issuer as the back office set it (a single row, id 1); absent = the configuration's. */
export const invoicingSettings = pgTable('invoicing_settings', {
  id: smallint('id').primaryKey().default(1),
  issuer: jsonb('issuer').$type<IssuerData>().notNull(),
  ambiente: text('ambiente').$type<'pruebas' | 'produccion'>().notNull(),
  /** The uploaded .p12, and its password encrypted with a key derived from the server's secret. */
  p12: bytea('p12'),
  p12Password: text('p12_password'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
