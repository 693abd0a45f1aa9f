import {
  centsToMoney,
  ivaBreakdown,
  type IvaBreakdown,
  type IvaRate,
  SRI_IVA_CODES,
} from '@shop/contract';
import type { SriConfig } from '../../config.js';

export interface DocumentLine {
  code: string;
  description: string;
  quantity: number;
  /** Unit price with IVA, as the customer saw it. */
  unitGrossCents: number;
  ivaRate: IvaRate;
  /** false for shipping: the coupon never reduces it. */
  discountable: boolean;
}

export interface DocumentBuyer {
  /** SRI tipoIdentificacionComprador: 04 RUC, 05 cédula, 06 pasaporte, 07 consumidor final. */
  idTypeCode: string;
  id: string;
  name: string;
  address: string;
  email: string;
  phone: string;
}

/** Everything an SRI document (factura 01 or nota de crédito 04) says. */
export interface DocumentData {
  codDoc: '01' | '04';
  ambiente: '1' | '2';
  issuer: SriConfig['issuer'];
  claveAcceso: string;
  secuencial: number;
  /** dd/mm/aaaa */
  fechaEmision: string;
  buyer: DocumentBuyer;
  lines: DocumentLine[];
  discountCents: number;
  /** SRI forma de pago: 19 tarjeta de crédito, 20 otros con utilización del sistema financiero… */
  formaPago: string;
  /** Nota de crédito only: the invoice it modifies. */
  modifies?: { numero: string; fechaEmision: string; motivo: string };
  /**
   * Nota de crédito only: the total it credits (credit-note-amounts.ts), when that is not what
   * its lines charged on their own (a cent the SRI's rounding carries between notes).
   */
  targetCents?: number;
}

export function breakdownOf(
  data: Pick<DocumentData, 'lines' | 'discountCents' | 'targetCents'>,
): IvaBreakdown {
  const b = ivaBreakdown({
    lines: data.lines.map((l) => ({
      grossCents: l.unitGrossCents * l.quantity,
      ivaRate: l.ivaRate,
      discountable: l.discountable,
    })),
    discountCents: data.discountCents,
    ...(data.targetCents === undefined ? {} : { targetCents: data.targetCents }),
  });
  // A note's "charged" figure (its mail and pages) is what it credits.
  return data.targetCents === undefined ? b : { ...b, chargedCents: data.targetCents };
}

/**
 * Text content escaped as canonical XML writes it (only &, < and >), so the digest the signer
 * computes over the raw text equals the one a C14N verifier computes; `"` is escaped only inside
 * attribute values.
 */
export function escapeXml(text: string, attribute = false): string {
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\r\n\t]+/g, ' ')
    .trim();
  return attribute ? escaped.replace(/"/g, '&quot;') : escaped;
}

const el = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
const money = centsToMoney;
/** cents / n with 6 decimals (precioUnitario allows 6). */
function unitPrice(cents: number, quantity: number): string {
  const micro = Math.round((cents * 10_000) / quantity);
  return `${Math.floor(micro / 1_000_000)}.${String(micro % 1_000_000).padStart(6, '0')}`;
}

export function documentNumber(d: Pick<DocumentData, 'issuer' | 'secuencial'>): string {
  return `${d.issuer.estab}-${d.issuer.ptoEmi}-${String(d.secuencial).padStart(9, '0')}`;
}

function infoTributaria(d: DocumentData): string {
  return [
    '<infoTributaria>',
    el('ambiente', d.ambiente),
    el('tipoEmision', '1'),
    el('razonSocial', d.issuer.razonSocial),
    el('nombreComercial', d.issuer.nombreComercial),
    el('ruc', d.issuer.ruc),
    el('claveAcceso', d.claveAcceso),
    el('codDoc', d.codDoc),
    el('estab', d.issuer.estab),
    el('ptoEmi', d.issuer.ptoEmi),
    el('secuencial', String(d.secuencial).padStart(9, '0')),
    el('dirMatriz', d.issuer.dirMatriz),
    d.issuer.regimen ? el('contribuyenteRimpe', d.issuer.regimen) : '',
    '</infoTributaria>',
  ].join('');
}

function totalConImpuestos(b: IvaBreakdown): string {
  const rates = ([15, 5, 0] as const).filter((r) => b.lines.some((l) => l.ivaRate === r));
  return (
    '<totalConImpuestos>' +
    rates
      .map(
        (r) =>
          '<totalImpuesto>' +
          el('codigo', '2') +
          el('codigoPorcentaje', SRI_IVA_CODES[r]) +
          el('baseImponible', money(b.byRate[r].baseCents)) +
          el('valor', money(b.byRate[r].ivaCents)) +
          '</totalImpuesto>',
      )
      .join('') +
    '</totalConImpuestos>'
  );
}

function detalles(d: DocumentData, b: IvaBreakdown, codeTag: 'codigoPrincipal' | 'codigoInterno') {
  return (
    '<detalles>' +
    d.lines
      .map((line, i) => {
        const l = b.lines[i]!;
        return (
          '<detalle>' +
          el(codeTag, line.code.slice(0, 25)) +
          el('descripcion', line.description.slice(0, 300)) +
          el('cantidad', `${line.quantity}.000000`) +
          el('precioUnitario', unitPrice(l.baseBeforeDiscountCents, line.quantity)) +
          el('descuento', money(l.discountBaseCents)) +
          el('precioTotalSinImpuesto', money(l.baseCents)) +
          '<impuestos><impuesto>' +
          el('codigo', '2') +
          el('codigoPorcentaje', SRI_IVA_CODES[line.ivaRate]) +
          el('tarifa', String(line.ivaRate)) +
          el('baseImponible', money(l.baseCents)) +
          el('valor', money(l.ivaCents)) +
          '</impuesto></impuestos>' +
          '</detalle>'
        );
      })
      .join('') +
    '</detalles>'
  );
}

function infoAdicional(d: DocumentData): string {
  const fields = [
    ['Email', d.buyer.email],
    ['Teléfono', d.buyer.phone],
  ].filter(([, v]) => v);
  if (fields.length === 0) return '';
  return (
    '<infoAdicional>' +
    fields
      .map(
        ([k, v]) =>
          `<campoAdicional nombre="${escapeXml(k!, true)}">${escapeXml(v!)}</campoAdicional>`,
      )
      .join('') +
    '</infoAdicional>'
  );
}

/** The factura (codDoc 01) of the SRI's offline scheme, version 1.1.0, unsigned. */
export function buildFacturaXml(d: DocumentData): string {
  const b = breakdownOf(d);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<factura id="comprobante" version="1.1.0">' +
    infoTributaria(d) +
    '<infoFactura>' +
    el('fechaEmision', d.fechaEmision) +
    el('dirEstablecimiento', d.issuer.dirEstablecimiento) +
    el('obligadoContabilidad', d.issuer.obligadoContabilidad ? 'SI' : 'NO') +
    el('tipoIdentificacionComprador', d.buyer.idTypeCode) +
    el('razonSocialComprador', d.buyer.name) +
    el('identificacionComprador', d.buyer.id) +
    el('direccionComprador', d.buyer.address) +
    el('totalSinImpuestos', money(b.baseCents)) +
    el('totalDescuento', money(b.discountBaseCents)) +
    totalConImpuestos(b) +
    el('propina', '0.00') +
    el('importeTotal', money(b.totalCents)) +
    el('moneda', 'DOLAR') +
    '<pagos><pago>' +
    el('formaPago', d.formaPago) +
    el('total', money(b.totalCents)) +
    '</pago></pagos>' +
    '</infoFactura>' +
    detalles(d, b, 'codigoPrincipal') +
    infoAdicional(d) +
    '</factura>'
  );
}

/** The nota de crédito (codDoc 04, version 1.1.0) that cancels a whole invoice, unsigned. */
export function buildNotaCreditoXml(d: DocumentData): string {
  if (!d.modifies) throw new Error('A nota de crédito needs the invoice it modifies');
  const b = breakdownOf(d);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<notaCredito id="comprobante" version="1.1.0">' +
    infoTributaria(d) +
    '<infoNotaCredito>' +
    el('fechaEmision', d.fechaEmision) +
    el('dirEstablecimiento', d.issuer.dirEstablecimiento) +
    el('tipoIdentificacionComprador', d.buyer.idTypeCode) +
    el('razonSocialComprador', d.buyer.name) +
    el('identificacionComprador', d.buyer.id) +
    el('obligadoContabilidad', d.issuer.obligadoContabilidad ? 'SI' : 'NO') +
    el('codDocModificado', '01') +
    el('numDocModificado', d.modifies.numero) +
    el('fechaEmisionDocSustento', d.modifies.fechaEmision) +
    el('totalSinImpuestos', money(b.baseCents)) +
    el('valorModificacion', money(b.totalCents)) +
    el('moneda', 'DOLAR') +
    totalConImpuestos(b) +
    el('motivo', d.modifies.motivo) +
    '</infoNotaCredito>' +
    detalles(d, b, 'codigoInterno') +
    infoAdicional(d) +
    '</notaCredito>'
  );
}
