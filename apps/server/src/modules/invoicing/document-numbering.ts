import { randomInt } from 'node:crypto';
import type { Db, Tx } from '../../db/client.js';
import { claveAcceso } from './clave-acceso.js';
import { currentIssuer } from './issuer-settings.service.js';
import { type DocumentData, buildFacturaXml, buildNotaCreditoXml } from './invoice-xml.js';
import { nextSequential } from './invoicing.repository.js';

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
  const fechaEmision = ecuadorDate(at);
  const ambiente = current.ambiente === 'produccion' ? '2' : '1';
  const data: DocumentData = {
    ...base,
    issuer,
    ambiente,
    secuencial,
    fechaEmision,
    claveAcceso: claveAcceso({
      fechaEmision,
      codDoc: base.codDoc,
      ruc: issuer.ruc,
      ambiente,
      estab: issuer.estab,
      ptoEmi: issuer.ptoEmi,
      secuencial,
      codigoNumerico: codigoNumerico(),
    }),
  };
  const xml = base.codDoc === '01' ? buildFacturaXml(data) : buildNotaCreditoXml(data);
  return { data, xml };
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
