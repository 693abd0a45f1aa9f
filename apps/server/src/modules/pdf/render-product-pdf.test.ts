import type { Product } from '@shop/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { renderProductPdf, writePrice } from './render-product-pdf.js';
import { SHOP } from './shop-details.js';
import { hasImage, readPdfText } from './test-pdf.js';

const product: Product = {
  id: 7,
  name: 'Taladro percutor 1/2" 750 W',
  slug: 'taladro-percutor',
  sku: 'EV-00001',
  iva_rate: 15,
  brand: 'Bosch',
  photo: '/media/products/taladro.webp',
  get_thumbnail: '/media/products/taladro-thumb.webp',
  description:
    '<p>Perfora concreto, madera y metal.</p><ul><li>Mandril de 1/2"</li><li>Velocidad variable</li></ul>',
  price: '1234.50',
  compare_price: '1399.00',
  category: 3,
  quantity: 4,
  sold: 10,
  date_created: '2024-05-01T00:00:00.000Z',
};

const redSquare = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#d00' } })
    .png()
    .toBuffer();
const sheet = (overrides: Partial<Parameters<typeof renderProductPdf>[0]> = {}) => ({
  product,
  photo: null,
  productUrl: 'https://tienda.elvolt.ec/product/7',
  date: new Date('2025-03-05T15:00:00Z'),
  ...overrides,
});

describe('renderProductPdf', () => {
  it('prints the shop, the product, its price with IVA, stock, description and date', async () => {
    const pdf = await renderProductPdf(sheet({ photo: await redSquare() }), SHOP);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(hasImage(pdf)).toBe(true);
    const text = await readPdfText(pdf);
    for (const expected of [
      'Ferretería El Volt',
      'Av. 10 de Agosto N37-120 y Villalengua, Quito, Ecuador',
      'ventas@elvolt.ec',
      '+593 2 245 6789',
      'Taladro percutor 1/2" 750 W',
      'Marca: Bosch',
      '$1,234.50',
      'con IVA incluido',
      'Antes: $1,399.00',
      'En Stock',
      'Descripción',
      'Perfora concreto, madera y metal.',
      '• Mandril de 1/2"',
      'Fecha: 5 de marzo de 2025',
      'https://tienda.elvolt.ec/product/7',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says Fuera de Stock, and goes without a photo when there is none', async () => {
    const pdf = await renderProductPdf(sheet({ product: { ...product, quantity: 0 } }), SHOP);
    expect(hasImage(pdf)).toBe(false);
    const text = await readPdfText(pdf);
    expect(text).toContain('Fuera de Stock');
    expect(text).not.toContain('En Stock');
  });

  it('survives characters the PDF fonts lack and bytes that are not an image', async () => {
    const odd = { ...product, name: 'Foco ≥ 9 W 💡 “LED” – ½"', description: '<p>Ω 5 Ω</p>' };
    const pdf = await renderProductPdf(sheet({ product: odd, photo: Buffer.from('nope') }), SHOP);
    const text = await readPdfText(pdf);
    expect(text).toContain('Foco');
    expect(text).toContain('“LED” –');
  });
});

describe('writePrice', () => {
  it("starts 'Antes:' below the 18 pt price, not over it", () => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    doc.y = 300;
    const { priceBottom, antesTop } = writePrice(
      doc,
      { price: '1234.50', compare_price: '1399.00' },
      300,
    );
    // The 18 pt line is at least 18 pt tall, and 'Antes:' begins after it.
    expect(priceBottom - 300).toBeGreaterThanOrEqual(18);
    expect(antesTop).not.toBeNull();
    expect(antesTop!).toBeGreaterThanOrEqual(priceBottom);
    doc.end();
  });
});
