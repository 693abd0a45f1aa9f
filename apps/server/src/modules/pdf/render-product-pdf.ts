import { type Product, STOCK_LABELS } from '@shop/contract';
import { loadPdfKit } from '../../lib/lazy-modules.js';
import { descriptionParagraphs, formatDate, formatMoney, toWinAnsi } from './pdf-text.js';
import type { ShopDetails } from './shop-details.js';

export interface ProductSheet {
  product: Product;
  /** PNG or JPEG bytes; null leaves the photo out. */
  photo: Buffer | null;
  /** The product's page in the shop. */
  productUrl: string;
  date: Date;
}

const NAVY = '#1e3a8a';
const GREY = '#4b5563';
const MARGIN = 50;
const PHOTO_SIZE = 200;

/** The product information sheet ('product-info.pdf'), from data only. */
export async function renderProductPdf(sheet: ProductSheet, shop: ShopDetails): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: toWinAnsi(sheet.product.name), Author: toWinAnsi(shop.name) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawHeader(doc, shop);
  drawSummary(doc, sheet);
  drawDescription(doc, sheet.product.description);
  drawFooter(doc, sheet);
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;
const write = (doc: Doc, text: string, options?: PDFKit.Mixins.TextOptions) =>
  doc.text(toWinAnsi(text), options);

function drawHeader(doc: Doc, shop: ShopDetails) {
  doc.font('Helvetica-Bold').fontSize(20).fillColor(NAVY);
  write(doc, shop.name);
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  write(doc, `${shop.address}, ${shop.city}`);
  write(doc, `${shop.email}  ·  ${shop.phone}`);
  const y = doc.y + 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .strokeColor(NAVY)
    .stroke();
  doc.y = y + 16;
}

function drawSummary(doc: Doc, { product, photo }: ProductSheet) {
  const top = doc.y;
  const textX = photo && drawPhoto(doc, photo, top) ? MARGIN + PHOTO_SIZE + 20 : MARGIN;
  const width = doc.page.width - MARGIN - textX;
  doc.x = textX;
  doc.y = top;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black');
  write(doc, product.name, { width });
  doc.moveDown(0.4).font('Helvetica').fontSize(11).fillColor(GREY);
  write(doc, `Marca: ${product.brand}`, { width });
  doc.moveDown(0.6);
  writePrice(doc, product, width);
  const inStock = product.quantity > 0;
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11);
  doc.fillColor(inStock ? '#15803d' : '#b91c1c');
  write(doc, inStock ? STOCK_LABELS.inStock : STOCK_LABELS.outOfStock, { width });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, photo ? top + PHOTO_SIZE : doc.y) + 20;
}

/**
 * The price (18 pt) with '  con IVA incluido' (10 pt) on one line, then 'Antes: …'. pdfkit moves
 * down by the last run's (10 pt) line height after a mixed line, which put 'Antes:' over the big
 * price; the next line therefore starts below the price's own line height. Answers where the
 * price line ends and where 'Antes:' starts (null without a compare price), for the test.
 */
export function writePrice(
  doc: Doc,
  product: Pick<Product, 'price' | 'compare_price'>,
  width: number,
): { priceBottom: number; antesTop: number | null } {
  const x = doc.x;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black');
  const priceBottom = top + doc.currentLineHeight(true);
  write(doc, formatMoney(product.price), { width, continued: true });
  doc.font('Helvetica').fontSize(10).fillColor(GREY);
  write(doc, '  con IVA incluido', { width });
  doc.x = x;
  doc.y = Math.max(doc.y, priceBottom + 2);
  if (Number(product.compare_price) <= Number(product.price))
    return { priceBottom, antesTop: null };
  const antesTop = doc.y;
  write(doc, `Antes: ${formatMoney(product.compare_price)}`, { width });
  return { priceBottom, antesTop };
}

/** False when the bytes are not an image pdfkit can read; the sheet then goes without. */
function drawPhoto(doc: Doc, photo: Buffer, top: number): boolean {
  try {
    doc.image(photo, MARGIN, top, { fit: [PHOTO_SIZE, PHOTO_SIZE], align: 'center' });
    return true;
  } catch {
    return false;
  }
}

function drawDescription(doc: Doc, html: string) {
  const paragraphs = descriptionParagraphs(html);
  if (paragraphs.length === 0) return;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(NAVY);
  write(doc, 'Descripción');
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('black');
  for (const paragraph of paragraphs) {
    write(doc, paragraph, { align: 'left' });
    doc.moveDown(0.3);
  }
}

function drawFooter(doc: Doc, { productUrl, date }: ProductSheet) {
  doc.moveDown(1).font('Helvetica').fontSize(9).fillColor(GREY);
  write(doc, `Fecha: ${formatDate(date)}`);
  write(doc, `Ver en la tienda: ${productUrl}`);
}
