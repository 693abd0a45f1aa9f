import { randomInt } from 'node:crypto';
import type { Db, Tx } from '../../db/client.js';
import { claveAcceso } from './clave-acceso.js';
import { currentIssuer } from './issuer-settings.service.js';
import { type DocumentData, buildFacturaXml, buildNotaCreditoXml } from './invoice-xml.js';
import { issuedDocument } from './invoice-document.js';
import { type InvoiceRow, nextSequential, updateInvoice } from './invoicing.repository.js';

// Numbering of SRI documents: the sequential, the fecha de emisión, the clave de acceso and the
// XML, and the row a numbered document is stored as.

/** "dd/mm/aaaa" of this moment in Ecuador (UTC-5, no daylight saving). */
export function ecuadorDate(at: Date): string {
  const local = new Date(at.getTime() - 5 * 3_600_000);
  const dd = String(local.getUTCDate()).padStart(2, '0');
  const mm = String(local.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${local.getUTCFullYear()}`;
}

const codigoNumerico = () => String(randomInt(0, 100_000_000)).padStart(8, '0');

/** Numbers a document (sequential + clave + XML) in the caller's transaction. */
export async function numberDocument(
  tx: Db | Tx,
  base: Omit<DocumentData, 'claveAcceso' | 'secuencial' | 'fechaEmision' | 'ambiente' | 'issuer'>,
  at: Date,
) {
  const current = await currentIssuer(tx);
  const { issuer } = current;
  const secuencial = await nextSequential(tx, issuer.estab, issuer.ptoEmi, base.codDoc);
  const ambiente = current.ambiente === 'produccion' ? '2' : '1';
  return datedDocument({ ...base, issuer, ambiente, secuencial }, at);
}

type UndatedDocument = Omit<DocumentData, 'claveAcceso' | 'fechaEmision'>;

/** A numbered document dated `at` (Ecuador's day): its clave de acceso and its XML. */
function datedDocument(undated: UndatedDocument, at: Date) {
  const fechaEmision = ecuadorDate(at);
  const { issuer } = undated;
  const data: DocumentData = {
    ...undated,
    fechaEmision,
    claveAcceso: claveAcceso({
      fechaEmision,
      codDoc: undated.codDoc,
      ruc: issuer.ruc,
      ambiente: undated.ambiente,
      estab: issuer.estab,
      ptoEmi: issuer.ptoEmi,
      secuencial: undated.secuencial,
      codigoNumerico: codigoNumerico(),
    }),
  };
  const xml = data.codDoc === '01' ? buildFacturaXml(data) : buildNotaCreditoXml(data);
  return { data, xml };
}

/**
 * A document the SRI found extemporaneous (code 65) dated again, as the ficha técnica asks: the
 * fecha de emisión of `at`, a new clave de acceso (the date is part of it), the same sequential
 * (the SRI registered none: it returned or refused the document), the XML rebuilt and the row
 * back to `generated`, to be signed and sent again. False when the date would not change (the
 * SRI's clock and ours disagree: that needs a person).
 */
export async function redateDocument(db: Db, row: InvoiceRow, at: Date): Promise<boolean> {
  const { claveAcceso: _clave, fechaEmision, ...undated } = issuedDocument(row);
  if (ecuadorDate(at) === fechaEmision) return false;
  const { data, xml } = datedDocument(undated, at);
  await updateInvoice(db, row.id, {
    claveAcceso: data.claveAcceso,
    issueDate: data.fechaEmision,
    document: data as unknown as Record<string, unknown>,
    xml,
    signedXml: null,
    status: 'generated',
    lastError: `Fecha de emisión ${fechaEmision} extemporánea para el SRI: reemitido con fecha ${data.fechaEmision}.`,
  });
  return true;
}

export function rowOf(orderId: number, data: DocumentData, xml: string, totalCents: number) {
  return {
    orderId,
    codDoc: data.codDoc,
    estab: data.issuer.estab,
    ptoEmi: data.issuer.ptoEmi,
    secuencial: data.secuencial,
    claveAcceso: data.claveAcceso,
    ambiente: data.ambiente,
    issueDate: data.fechaEmision,
    status: 'generated',
    buyerIdType: data.buyer.idTypeCode,
    buyerId: data.buyer.id,
    buyerName: data.buyer.name,
    buyerEmail: data.buyer.email,
    buyerAddress: data.buyer.address,
    totalCents,
    document: data as unknown as Record<string, unknown>,
    xml,
  };
}
