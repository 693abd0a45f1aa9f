import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createBrand, createProduct } from '../catalog/test-factories.js';
import { readPdfText } from '../pdf/test-pdf.js';
import { getShopInfo, quoteNumber } from './quote.service.js';

let t: TestApp;
let drill: number;
let rice: number;
let drillSku: string;

beforeAll(async () => {
  t = await createTestApp({ whatsapp: { number: '593987654321', hours: 'Lun-Vie 9:00-17:00' } });
  const brand = await createBrand(t.app.db, { name: 'Bosch' });
  drill = (
    await createProduct(t.app.db, {
      name: 'Taladro percutor 750 W',
      brandId: brand.id,
      priceCents: 11500,
      ivaRate: 15,
    })
  ).id;
  rice = (
    await createProduct(t.app.db, {
      name: 'Guantes de nitrilo',
      brandId: brand.id,
      priceCents: 1000,
      ivaRate: 0,
    })
  ).id;
  drillSku = (await t.app.inject(`/api/product/product/${drill}`)).json().product.sku;
});
afterAll(() => t.close());

const quote = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/quote/pdf', payload: payload as object });

describe('POST /api/quote/pdf', () => {
  it('answers a PDF with number, validity, lines, IVA per rate and the shop', async () => {
    const res = await quote({
      lines: [
        { product_id: drill, count: 2 },
        { product_id: rice, count: 3 },
      ],
      customer_name: 'María Pérez',
      city: 'Cuenca',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="cotizacion-COT-\d{8}-[A-Z2-9]{4}\.pdf"$/,
    );
    const text = await readPdfText(res.rawPayload);
    expect(text).toMatch(/Cotización COT-\d{8}-[A-Z2-9]{4}/);
    expect(text).toContain('Válida hasta:');
    expect(text).toContain('Cliente: María Pérez');
    expect(text).toContain('Ciudad: Cuenca');
    expect(drillSku).toBeTruthy();
    expect(text).toContain(drillSku);
    expect(text).toContain('Taladro percutor 750 W');
    expect(text).toContain('$115.00');
    expect(text).toContain('$230.00');
    // 230.00 at 15%: base 200.00, IVA 30.00; 30.00 at 0%.
    expect(text).toContain('Subtotal IVA 15%');
    expect(text).toContain('$200.00');
    expect(text).toContain('IVA 15%');
    expect(text).toContain('Subtotal IVA 0%');
    expect(text).toContain('$260.00');
    expect(text).toContain('RUC: 1792060346001');
    expect(text).toContain('Ferretería El Volt');
    expect(text).toContain('+593987654321');
  });

  it('adds up repeated products', async () => {
    const res = await quote({
      lines: [
        { product_id: rice, count: 1 },
        { product_id: rice, count: 2 },
      ],
    });
    const text = await readPdfText(res.rawPayload);
    expect(text).toContain('$30.00');
  });

  it.each([
    [{}, 'lines'],
    [{ lines: [] }, 'lines'],
    [{ lines: [{ product_id: 1, count: 0 }] }, 'lines'],
    [{ lines: [{ product_id: 1, count: 1000 }] }, 'lines'],
    [{ lines: Array.from({ length: 51 }, () => ({ product_id: 1, count: 1 })) }, 'lines'],
    [{ lines: [{ product_id: 1, count: 1 }], customer_name: 'x'.repeat(121) }, 'customer_name'],
  ])('refuses %j with a Spanish 400 on %s', async (body, field) => {
    const res = await quote(body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())[0]).toBe(field);
  });

  it('refuses a product that does not exist with a Spanish message', async () => {
    const res = await quote({ lines: [{ product_id: 999999, count: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().lines[0]).toContain('ya no están disponibles: 999999');
  });
});

describe('GET /api/shop/info', () => {
  it('answers the shop and the WhatsApp from the settings', async () => {
    const res = await t.app.inject('/api/shop/info');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Ferretería El Volt',
      ruc: '1792060346001',
      whatsapp: { number: '593987654321', hours: 'Lun-Vie 9:00-17:00' },
      card_payments: { provider: 'sandbox', test_mode: true },
    });
  });

  it("says Kushki takes the cards, in tests unless its URL is Kushki's production API", () => {
    const keys = { publicMerchantId: 'pub', privateMerchantId: 'priv', webhookSecret: 'secret-1' };
    const withKushki = (url: string) =>
      getShopInfo({ ...t.app.config, kushki: { url, timeoutMs: 1_000, ...keys } }).card_payments;
    expect(withKushki('https://api-uat.kushkipagos.com')).toEqual({
      provider: 'kushki',
      test_mode: true,
    });
    expect(withKushki('http://127.0.0.1:8787')).toEqual({ provider: 'kushki', test_mode: true });
    expect(withKushki('https://api.kushkipagos.com')).toEqual({
      provider: 'kushki',
      test_mode: false,
    });
  });
});

describe('quoteNumber', () => {
  it('is COT-, the day in Quito and four characters', () => {
    // 03:00 UTC on the 2nd is still the 1st in Quito.
    expect(quoteNumber(new Date('2026-03-02T03:00:00Z'), Buffer.from([0, 1, 2, 31]))).toBe(
      'COT-20260301-ABC9',
    );
  });
});
