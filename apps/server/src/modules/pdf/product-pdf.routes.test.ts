import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createBrand, createProduct } from '../catalog/test-factories.js';
import { hasImage, readPdfText } from './test-pdf.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(path.join(t.config.mediaDir, 'products'), { recursive: true });
});
afterAll(() => t.close());

const download = (id: number | string) => t.app.inject(`/api/product/product/${id}/pdf`);

async function writeMedia(relative: string, format: 'webp' | 'jpeg') {
  const image = sharp({ create: { width: 60, height: 40, channels: 3, background: '#1e3a8a' } });
  writeFileSync(path.join(t.config.mediaDir, relative), await image.toFormat(format).toBuffer());
}

describe('GET /api/product/product/:id/pdf', () => {
  it('downloads product-info.pdf with the photo (WebP converted), name and price', async () => {
    await writeMedia('products/taladro.webp', 'webp');
    const brand = await createBrand(t.app.db, { name: 'DeWalt' });
    const product = await createProduct(t.app.db, {
      name: 'Taladro inalámbrico 20 V',
      brandId: brand.id,
      priceCents: 18900,
      quantity: 0,
      photo: '/media/products/taladro.webp',
      description: '<p>Dos baterías <strong>de litio</strong>.</p>',
    });
    const res = await download(product.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="product-info.pdf"');
    expect(hasImage(res.rawPayload)).toBe(true);
    const text = await readPdfText(res.rawPayload);
    expect(text).toContain('Taladro inalámbrico 20 V');
    expect(text).toContain('$189.00');
    expect(text).toContain('con IVA incluido');
    expect(text).toContain('Marca: DeWalt');
    expect(text).toContain('Fuera de Stock');
    expect(text).toContain('Dos baterías de litio.');
    expect(text).toContain(`http://shop.test/product/${product.id}`);
  });

  it('embeds a JPEG photo as it is', async () => {
    await writeMedia('products/foco.jpg', 'jpeg');
    const product = await createProduct(t.app.db, { photo: '/media/products/foco.jpg' });
    const res = await download(product.id);
    expect(hasImage(res.rawPayload)).toBe(true);
  });

  it('goes without the photo when the file is missing or outside the media folder', async () => {
    for (const photo of ['/media/products/no-such.webp', '/media/../../../etc/passwd', '']) {
      const product = await createProduct(t.app.db, { name: 'Breaker 2P 20 A', photo });
      const res = await download(product.id);
      expect(res.statusCode).toBe(200);
      expect(hasImage(res.rawPayload)).toBe(false);
      expect(await readPdfText(res.rawPayload)).toContain('Breaker 2P 20 A');
    }
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    const missing = await download(987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'Product with this ID does not exist',
      code: 'not_found',
    });
    const bad = await download('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ['A valid integer is required.'] });
  });
});
