import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, invoicingSettings, orders } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestP12, certificateOfSignedXml } from '../invoicing/certificate.js';
import {
  callers,
  createCustomer,
  createProduct,
  placeOrder,
  type Callers,
  openStaffApp,
  type SeededShipping,
} from '../../test/staff.js';

let t: TestApp;
let shipping: SeededShipping;
let who: Callers;
beforeAll(async () => ({ t, shipping, who } = await openStaffApp()));
afterAll(() => t.close());

const URL = '/api/admin/settings/invoicing';
const ISSUER = {
  ruc: '1790012345001',
  razon_social: 'COMERCIAL VOLTIOS S.A.',
  nombre_comercial: 'Voltios Norte',
  dir_matriz: 'Av. Amazonas N24-03 y Colón, Quito',
  dir_establecimiento: 'Av. Eloy Alfaro N45-10 y De los Juncos, Quito',
  estab: '002',
  pto_emi: '005',
  obligado_contabilidad: false,
  regimen: 'CONTRIBUYENTE RÉGIMEN RIMPE',
  ambiente: 'pruebas',
};

const put = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload });
const upload = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `${URL}/certificate`,
    headers: who.administrador.headers,
    payload,
  });

async function invoiceOfNewOrder() {
  const customer = await createCustomer(t.app.db, t.config.jwtSecret);
  const product = await createProduct(t.app.db, { priceCents: 1_000 });
  const tx = await placeOrder(t.app, customer, [[product, 1]], shipping.pickup);
  await t.app.invoicing.flush();
  const [order] = await t.app.db.select().from(orders).where(eq(orders.transactionId, tx));
  const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, order!.id));
  return invoice!;
}

describe('issuer settings (administrators only)', () => {
  it.each([
    ['anonymous', 401],
    ['customer', 403],
    ['ventas', 403],
    ['bodega', 403],
    ['administrador', 200],
  ] as const)('GET and PUT as %s answer %i', async (role, status) => {
    const headers = who[role].headers;
    expect((await t.app.inject({ method: 'GET', url: URL, headers })).statusCode).toBe(status);
    const res = await put(headers, { ...ISSUER, nombre_comercial: `Voltios ${role}` });
    expect(res.statusCode).toBe(status);
    if (status !== 200) expect(res.json()).not.toHaveProperty('ruc');
  });

  it('starts from the configuration, with the demo test certificate', async () => {
    const fresh = await createTestApp();
    try {
      const admin = (await callers(fresh.app.db, fresh.config.jwtSecret)).administrador;
      const res = await fresh.app.inject({ method: 'GET', url: URL, headers: admin.headers });
      expect(res.json()).toMatchObject({
        ruc: fresh.config.sri.issuer.ruc,
        estab: fresh.config.sri.issuer.estab,
        ambiente: 'pruebas',
        sri_mode: 'simulator',
        consumidor_final_limit: '50.00',
        certificate: { source: 'test' },
        updated_at: null,
      });
    } finally {
      await fresh.close();
    }
  });

  it('numbers, prints and audits the next invoice with the saved issuer', async () => {
    const res = await put(who.administrador.headers, ISSUER);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...ISSUER, updated_at: expect.any(String) });

    const invoice = await invoiceOfNewOrder();
    expect(invoice).toMatchObject({ status: 'authorized', estab: '002', ptoEmi: '005' });
    expect(invoice.claveAcceso!.slice(10, 23)).toBe(ISSUER.ruc);
    expect(invoice.xml).toContain('<razonSocial>COMERCIAL VOLTIOS S.A.</razonSocial>');
    expect(invoice.xml).toContain(
      '<contribuyenteRimpe>CONTRIBUYENTE RÉGIMEN RIMPE</contribuyenteRimpe>',
    );
    expect(invoice.xml).toContain('<obligadoContabilidad>NO</obligadoContabilidad>');

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?entity=settings',
      headers: who.administrador.headers,
    });
    expect(audit.json().results[0]).toMatchObject({
      action: 'settings.invoicing',
      user_email: who.administrador.email,
      after: { razon_social: 'COMERCIAL VOLTIOS S.A.' },
    });
  });

  it('numbers for producción when the administrator chooses it', async () => {
    await put(who.administrador.headers, { ...ISSUER, ambiente: 'produccion' });
    const invoice = await invoiceOfNewOrder();
    expect(invoice.ambiente).toBe('2');
    expect(invoice.claveAcceso!.charAt(23)).toBe('2');
    expect(invoice.status).toBe('authorized');
    await put(who.administrador.headers, ISSUER);
  });

  it('refuses bad data field by field, in Spanish, and keeps what was saved', async () => {
    const res = await put(who.administrador.headers, {
      ...ISSUER,
      ruc: '1790012345000',
      estab: '1',
      razon_social: '',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.ruc[0]).toMatch(/RUC/);
    expect(body.estab).toEqual(['Escribe 3 dígitos (por ejemplo 001).']);
    expect(body.razon_social).toBeDefined();
    const now = await t.app.inject({ method: 'GET', url: URL, headers: who.administrador.headers });
    expect(now.json().estab).toBe('002');
  });
});

describe('signing certificate upload', () => {
  const p12 = createTestP12('COMERCIAL VOLTIOS S.A.', '1790012345001', 'clave-segura');

  it('signs the next invoice with the uploaded certificate', async () => {
    const res = await upload({ certificate: p12.toString('base64'), password: 'clave-segura' });
    expect(res.statusCode).toBe(200);
    expect(res.json().certificate).toMatchObject({
      subject: 'COMERCIAL VOLTIOS S.A.',
      source: 'uploaded',
    });
    const settings = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: who.administrador.headers,
    });
    expect(settings.json().certificate.source).toBe('uploaded');

    const invoice = await invoiceOfNewOrder();
    expect(invoice.status).toBe('authorized');
    const pem = certificateOfSignedXml(invoice.signedXml!)!;
    const { X509Certificate } = await import('node:crypto');
    expect(new X509Certificate(pem).subject).toContain('CN=COMERCIAL VOLTIOS S.A.');
  });

  it('refuses a wrong password, a file that is no .p12, and keeps the certificate', async () => {
    const wrong = await upload({ certificate: p12.toString('base64'), password: 'otra' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: ['La contraseña no abre este certificado.'] });

    const junk = await upload({
      certificate: Buffer.from('esto no es un certificado').toString('base64'),
      password: 'x',
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toEqual({ certificate: ['El archivo no es un certificado .p12 válido.'] });

    const notBase64 = await upload({ certificate: '%%%', password: 'x' });
    expect(notBase64.statusCode).toBe(400);

    const ventas = await t.app.inject({
      method: 'POST',
      url: `${URL}/certificate`,
      headers: who.ventas.headers,
      payload: { certificate: p12.toString('base64'), password: 'clave-segura' },
    });
    expect(ventas.statusCode).toBe(403);
  });

  it('never stores the password in clear', async () => {
    const [row] = await t.app.db.select().from(invoicingSettings);
    expect(row!.p12Password).not.toContain('clave-segura');
    // "v2.iv.tag.data": sealed with SRI_CERT_KEY's key, not the JWT secret's (ADR 085).
    expect(row!.p12Password!.split('.')).toHaveLength(4);
    expect(row!.p12Password).toMatch(/^v2\./);
  });
});
