import { loadBwipJs, loadPdfKit } from '../../lib/lazy-modules.js';
import {
  BUYER_ID_LABELS,
  type BuyerIdType,
  centsToMoney,
  SRI_BUYER_ID_CODES,
} from '@shop/contract';
import { toWinAnsi } from '../pdf/pdf.service.js';
import { type DocumentData, breakdownOf, documentNumber } from './invoice-xml.js';

export interface RideInput {
  document: DocumentData;
  authorizationNumber: string;
  authorizedAt: Date;
}

const FORMAS_PAGO: Record<string, string> = {
  '01': 'SIN UTILIZACIÓN DEL SISTEMA FINANCIERO',
  '16': 'TARJETA DE DÉBITO',
  '19': 'TARJETA DE CRÉDITO',
  '20': 'OTROS CON UTILIZACIÓN DEL SISTEMA FINANCIERO',
};

const ID_LABEL_BY_CODE = Object.fromEntries(
  (Object.keys(SRI_BUYER_ID_CODES) as BuyerIdType[]).map((t) => [
    SRI_BUYER_ID_CODES[t],
    BUYER_ID_LABELS[t],
  ]),
);

/** The clave de acceso as a Code 128 barcode (PNG). */
export async function claveBarcode(clave: string): Promise<Buffer> {
  const bwipjs = await loadBwipJs();
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: clave,
    scale: 2,
    height: 12,
    includetext: false,
  });
}

function ecuadorDateTime(at: Date): string {
  const local = new Date(at.getTime() - 5 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(local.getUTCDate())}/${p(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${p(local.getUTCHours())}:${p(local.getUTCMinutes())}:${p(local.getUTCSeconds())}`;
}

/** The RIDE (Representación Impresa del Documento Electrónico) of an authorized document. */
export async function renderRidePdf(input: RideInput): Promise<Buffer> {
  const d = input.document;
  const b = breakdownOf(d);
  const barcode = await claveBarcode(d.claveAcceso);
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `RIDE ${documentNumber(d)}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  function t(text: string, o?: PDFKit.Mixins.TextOptions): void;
  function t(text: string, x: number, y: number, o?: PDFKit.Mixins.TextOptions): void;
  function t(
    text: string,
    a?: number | PDFKit.Mixins.TextOptions,
    y?: number,
    o?: PDFKit.Mixins.TextOptions,
  ) {
    if (typeof a === 'number') doc.text(toWinAnsi(text), a, y, o);
    else doc.text(toWinAnsi(text), a);
  }

  // Issuer (left) and document box (right).
  doc.font('Helvetica-Bold').fontSize(14);
  t(d.issuer.nombreComercial, 40, 40, { width: 250 });
  doc.font('Helvetica').fontSize(8.5);
  t(d.issuer.razonSocial, { width: 250 });
  t(`Dirección matriz: ${d.issuer.dirMatriz}`, { width: 250 });
  t(`Dirección establecimiento: ${d.issuer.dirEstablecimiento}`, { width: 250 });
  t(`Obligado a llevar contabilidad: ${d.issuer.obligadoContabilidad ? 'SI' : 'NO'}`);
  if (d.issuer.regimen) t(d.issuer.regimen);

  const bx = 300;
  doc.rect(bx, 36, 255, 190).stroke('#444');
  doc.font('Helvetica-Bold').fontSize(10);
  t(`R.U.C.: ${d.issuer.ruc}`, bx + 8, 44);
  doc.fontSize(13);
  t(d.codDoc === '01' ? 'FACTURA' : 'NOTA DE CRÉDITO', bx + 8, 60);
  doc.font('Helvetica').fontSize(8.5);
  t(`No. ${documentNumber(d)}`, bx + 8, 78);
  t('NÚMERO DE AUTORIZACIÓN', bx + 8, 92);
  t(input.authorizationNumber, bx + 8, 103, { width: 240 });
  t(`FECHA Y HORA DE AUTORIZACIÓN: ${ecuadorDateTime(input.authorizedAt)}`, bx + 8, 118);
  t(`AMBIENTE: ${d.ambiente === '2' ? 'PRODUCCIÓN' : 'PRUEBAS'}`, bx + 8, 130);
  t('EMISIÓN: NORMAL', bx + 8, 142);
  t('CLAVE DE ACCESO', bx + 8, 156);
  doc.image(barcode, bx + 8, 168, { width: 239, height: 34 });
  doc.fontSize(7.5);
  t(d.claveAcceso, bx + 8, 206, { width: 239, align: 'center' });

  // Buyer.
  let y = 240;
  doc.rect(40, y, 515, 52).stroke('#444');
  doc.fontSize(8.5);
  t(`Razón social / nombres: ${d.buyer.name}`, 48, y + 6, { width: 330 });
  t(`${ID_LABEL_BY_CODE[d.buyer.idTypeCode] ?? 'Identificación'}: ${d.buyer.id}`, 390, y + 6);
  t(`Fecha de emisión: ${d.fechaEmision}`, 48, y + 20);
  t(`Dirección: ${d.buyer.address}`, 48, y + 34, { width: 500 });
  if (d.modifies) {
    y += 58;
    t(
      `Comprobante que se modifica: FACTURA ${d.modifies.numero} del ${d.modifies.fechaEmision}. Motivo: ${d.modifies.motivo}`,
      40,
      y,
      { width: 515 },
    );
  }

  // Lines.
  y += 64;
  const cols = [40, 120, 330, 370, 430, 480];
  doc.font('Helvetica-Bold');
  ['Código', 'Descripción', 'Cant.', 'P. unitario', 'Descuento', 'Precio total'].forEach((h, i) =>
    t(h, cols[i]!, y),
  );
  doc.font('Helvetica');
  y += 14;
  d.lines.forEach((line, i) => {
    const l = b.lines[i]!;
    if (y > 720) {
      doc.addPage();
      y = 40;
    }
    t(line.code, cols[0]!, y, { width: 78 });
    t(`${line.description} (IVA ${line.ivaRate}%)`, cols[1]!, y, { width: 205 });
    t(String(line.quantity), cols[2]!, y);
    t(centsToMoney(Math.round(l.baseBeforeDiscountCents / line.quantity)), cols[3]!, y);
    t(centsToMoney(l.discountBaseCents), cols[4]!, y);
    t(centsToMoney(l.baseCents), cols[5]!, y);
    y = Math.max(doc.y, y + 12) + 4;
  });

  // Totals per rate and forma de pago.
  y += 10;
  const rows: [string, number][] = [
    ['SUBTOTAL 15%', b.byRate[15].baseCents],
    ['SUBTOTAL 5%', b.byRate[5].baseCents],
    ['SUBTOTAL 0%', b.byRate[0].baseCents],
    ['SUBTOTAL SIN IMPUESTOS', b.baseCents],
    ['TOTAL DESCUENTO', b.discountBaseCents],
    ['IVA 15%', b.byRate[15].ivaCents],
    ['IVA 5%', b.byRate[5].ivaCents],
    ['VALOR TOTAL', b.totalCents],
  ];
  for (const [label, cents] of rows) {
    doc.font(label === 'VALOR TOTAL' ? 'Helvetica-Bold' : 'Helvetica');
    t(label, 360, y);
    t(centsToMoney(cents), 480, y, { width: 75, align: 'right' });
    y += 13;
  }
  doc.font('Helvetica-Bold');
  t('Forma de pago', 40, y - 13 * rows.length);
  doc.font('Helvetica');
  t(
    `${d.formaPago} - ${FORMAS_PAGO[d.formaPago] ?? ''}: USD ${centsToMoney(b.totalCents)}`,
    40,
    y - 13 * rows.length + 13,
    {
      width: 300,
    },
  );
  t(`Correo: ${d.buyer.email}   Teléfono: ${d.buyer.phone}`, 40, y - 13 * rows.length + 40, {
    width: 300,
  });
  doc.end();
  return done;
}
