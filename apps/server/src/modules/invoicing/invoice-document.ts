import { IVA_RATES } from '@shop/contract';
import { z } from 'zod';
import type { DocumentData } from './invoice-xml.js';

// invoices.document (jsonb) parsed on read: an issued document (DocumentData of invoice-xml.ts)
// or a factura waiting for its buyer's data (no issuer or number yet, the order's phone). Every
// object is loose: keys beyond the schema (a credit note line's invoiceLine) are kept as stored.

const LineSchema = z.looseObject({
  code: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unitGrossCents: z.number().int(),
  ivaRate: z.union(IVA_RATES.map((r) => z.literal(r))),
  discountable: z.boolean(),
});

const IssuedSchema = z.looseObject({
  codDoc: z.enum(['01', '04']),
  ambiente: z.enum(['1', '2']),
  issuer: z.looseObject({
    ruc: z.string(),
    razonSocial: z.string(),
    nombreComercial: z.string(),
    dirMatriz: z.string(),
    dirEstablecimiento: z.string(),
    estab: z.string(),
    ptoEmi: z.string(),
    obligadoContabilidad: z.boolean(),
    regimen: z.string().nullable(),
  }),
  claveAcceso: z.string(),
  secuencial: z.number().int(),
  fechaEmision: z.string(),
  buyer: z.looseObject({
    idTypeCode: z.string(),
    id: z.string(),
    name: z.string(),
    address: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  lines: z.array(LineSchema),
  discountCents: z.number().int(),
  formaPago: z.string(),
  modifies: z
    .looseObject({ numero: z.string(), fechaEmision: z.string(), motivo: z.string() })
    .optional(),
  targetCents: z.number().int().optional(),
});

const PendingSchema = z.looseObject({
  codDoc: z.literal('01'),
  lines: z.array(LineSchema),
  discountCents: z.number().int(),
  formaPago: z.string(),
  phone: z.string(),
});

/** A factura kept without a buyer (`pending_data`): numbered once the billing arrives. */
export type PendingDocument = z.infer<typeof PendingSchema>;
export type StoredDocument = DocumentData | PendingDocument;

const issued = (d: StoredDocument): d is DocumentData => 'buyer' in d;

/** What a row's document column holds; a shape neither kind has fails loudly here. */
export function parseStoredDocument(json: unknown): StoredDocument {
  const asIssued = IssuedSchema.safeParse(json);
  if (asIssued.success) return asIssued.data satisfies DocumentData;
  return PendingSchema.parse(json);
}

/** The document of a numbered invoice or credit note (never of a `pending_data` factura). */
export function issuedDocument(row: { id: number; document: StoredDocument }): DocumentData {
  if (!issued(row.document)) throw new Error(`Invoice ${row.id} has no issued document yet`);
  return row.document;
}
