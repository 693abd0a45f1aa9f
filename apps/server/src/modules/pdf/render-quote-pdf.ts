import { loadPdfKit } from '../../lib/lazy-modules.js';
import { formatDate, formatMoney, toWinAnsi } from './pdf-text.js';
import type { ShopDetails } from './shop-details.js';

/** A quote ready to draw: every figure already computed (money as "0.00"). */
export interface QuoteSheet {
  number: string;
  date: Date;
  validUntil: Date;
  customerName?: string;
  city?: string;
  lines: { sku: string; name: string; count: number; unitPrice: string; subtotal: string }[];
  /** Base and IVA of each rate present, e.g. { rate: 15, base: "86.96", iva: "13.04" }. */
  rates: { rate: number; base: string; iva: string }[];
  total: string;
}

export interface QuoteShop extends ShopDetails {
  ruc: string;
  whatsapp: string;
}

const NAVY = '#1e3a8a';
const GREY = '#4b5563';
const MARGIN = 50;

type Doc = PDFKit.PDFDocument;
const write = (
  doc: Doc,
  text: string,
  x?: number,
  y?: number,
  options?: PDFKit.Mixins.TextOptions,
) =>
  x === undefined ? doc.text(toWinAnsi(text), options) : doc.text(toWinAnsi(text), x, y, options);

/** The cart's quote ('cotizacion-<number>.pdf'), from data only. */
export async function renderQuotePdf(quote: QuoteSheet, shop: QuoteShop): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Cotización ${quote.number}`, Author: toWinAnsi(shop.name) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawHeader(doc, shop);
  drawTitle(doc, quote);
  drawLines(doc, quote);
  drawTotals(doc, quote);
  drawFooter(doc, quote, shop);
  doc.end();
  return done;
}

function rule(doc: Doc, color = NAVY) {
  const y = doc.y + 4;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .strokeColor(color)
    .stroke();
  doc.y = y + 8;
}

function drawHeader(doc: Doc, shop: QuoteShop) {
  doc.font('Helvetica-Bold').fontSize(20).fillColor(NAVY);
  write(doc, shop.name);
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  write(doc, `RUC: ${shop.ruc}`);
  write(doc, `${shop.address}, ${shop.city}`);
  write(doc, `Teléfono: ${shop.phone}  ·  WhatsApp: +${shop.whatsapp}  ·  ${shop.email}`);
  rule(doc);
}

function drawTitle(doc: Doc, quote: QuoteSheet) {
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black');
  write(doc, `Cotización ${quote.number}`);
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor(GREY);
  write(doc, `Fecha: ${formatDate(quote.date)}`);
  write(doc, `Válida hasta: ${formatDate(quote.validUntil)}`);
  if (quote.customerName) write(doc, `Cliente: ${quote.customerName}`);
  if (quote.city) write(doc, `Ciudad: ${quote.city}`);
  doc.moveDown(0.8);
}

/** Column x positions and widths: Código, Producto, Cant., P. unitario, Subtotal. */
const COLS = [
  { x: MARGIN, w: 80, align: 'left' as const },
  { x: MARGIN + 85, w: 205, align: 'left' as const },
  { x: MARGIN + 295, w: 40, align: 'right' as const },
  { x: MARGIN + 340, w: 75, align: 'right' as const },
  { x: MARGIN + 420, w: 75, align: 'right' as const },
];

function drawRow(doc: Doc, cells: string[], bold = false) {
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(9)
    .fillColor('black');
  const top = doc.y;
  let bottom = top;
  cells.forEach((cell, i) => {
    const col = COLS[i]!;
    write(doc, cell, col.x, top, { width: col.w, align: col.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom + 4;
}

function drawLines(doc: Doc, quote: QuoteSheet) {
  drawRow(doc, ['Código', 'Producto', 'Cant.', 'P. unitario', 'Subtotal'], true);
  rule(doc, '#cbd5e1');
  for (const line of quote.lines) {
    if (doc.y > doc.page.height - 160) doc.addPage();
    drawRow(doc, [
      line.sku,
      line.name,
      String(line.count),
      formatMoney(line.unitPrice),
      formatMoney(line.subtotal),
    ]);
  }
  rule(doc, '#cbd5e1');
}

function drawTotals(doc: Doc, quote: QuoteSheet) {
  const labelX = MARGIN + 250;
  const row = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 9)
      .fillColor('black');
    const top = doc.y;
    write(doc, label, labelX, top, { width: 160, align: 'right' });
    write(doc, value, MARGIN + 420, top, { width: 75, align: 'right' });
    doc.x = MARGIN;
    doc.moveDown(0.2);
  };
  for (const r of quote.rates) row(`Subtotal IVA ${r.rate}%`, formatMoney(r.base));
  for (const r of quote.rates) if (r.rate > 0) row(`IVA ${r.rate}%`, formatMoney(r.iva));
  row('Total', formatMoney(quote.total), true);
  doc.moveDown(1);
}

function drawFooter(doc: Doc, quote: QuoteSheet, shop: QuoteShop) {
  doc.font('Helvetica').fontSize(8).fillColor(GREY);
  write(
    doc,
    `Precios en dólares de los Estados Unidos, IVA incluido. Cotización válida hasta el ${formatDate(
      quote.validUntil,
    )} o hasta agotar stock; no es una factura ni reserva los productos. ` +
      `Para comprar: escríbenos por WhatsApp al +${shop.whatsapp} o compra en línea.`,
    MARGIN,
    doc.y,
    { width: doc.page.width - 2 * MARGIN },
  );
}
