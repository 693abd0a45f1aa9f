import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/app.js';
import { createBrand, createCategory, createProduct } from '../test-factories.js';
import { ADDRESS, fillCart, pay, tokenizeCard } from '../../checkout/test-helpers.js';
import {
  type Caller,
  createCustomer,
  createProduct as createCartProduct,
  type Callers,
  openStaffApp,
  type SeededShipping,
} from '../../../test/staff.js';

let t: TestApp;
let shipping: SeededShipping;
let who: Callers;
beforeAll(async () => ({ t, shipping, who } = await openStaffApp()));
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const inject = (method: Method, url: string, caller: Caller, payload?: object) =>
  t.app.inject({ method, url, headers: caller.headers, payload });

/** A multipart body with one file field. */
function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (id: number, caller: Caller, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/brands/${id}/logo`,
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });

const auditOf = async (entity: string, id: number | string) =>
  (
    await inject('GET', `/api/admin/audit?entity=${entity}&entity_id=${id}`, who.administrador)
  ).json().results;

describe('categories, brands and coupons: who may call them', () => {
  const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
  const UNAUTHENTICATED = { detail: 'Authentication credentials were not provided.' };
  const warehouse = ['bodega', 'administrador'];
  const sales = ['ventas', 'administrador'];
  // endpoint -> roles that may use it (administrador always may); bodies are invalid on purpose
  // where possible so an allowed call changes nothing.
  const table: [string, Method, string, object | undefined, string[]][] = [
    ['categories', 'GET', '/api/admin/categories', undefined, warehouse],
    ['category create', 'POST', '/api/admin/categories', { name: '' }, warehouse],
    ['category edit', 'PATCH', '/api/admin/categories/{id}', { name: '' }, warehouse],
    ['category delete', 'DELETE', '/api/admin/categories/999999', undefined, warehouse],
    ['brands', 'GET', '/api/admin/brands', undefined, warehouse],
    ['brand create', 'POST', '/api/admin/brands', { name: '' }, warehouse],
    ['brand edit', 'PATCH', '/api/admin/brands/{id}', { name: '' }, warehouse],
    ['brand delete', 'DELETE', '/api/admin/brands/999999', undefined, warehouse],
    ['brand logo', 'POST', '/api/admin/brands/{id}/logo', {}, warehouse],
    ['coupons', 'GET', '/api/admin/coupons', undefined, sales],
    ['coupon create', 'POST', '/api/admin/coupons', { name: '' }, sales],
    ['coupon edit', 'PATCH', '/api/admin/coupons/999999', { name: 'X' }, sales],
    ['coupon delete', 'DELETE', '/api/admin/coupons/999999', undefined, sales],
  ];

  it.each(table)('%s', async (_name, method, template, body, allowed) => {
    const category = await createCategory(t.app.db);
    const brand = await createBrand(t.app.db);
    const url = template.replace(
      '{id}',
      String(template.includes('brand') ? brand.id : category.id),
    );
    for (const role of ['anonymous', 'customer', 'ventas', 'bodega', 'administrador'] as const) {
      const res = await inject(method, url, who[role], body);
      if (role === 'anonymous') {
        expect(res.statusCode, role).toBe(401);
        expect(res.json()).toEqual(UNAUTHENTICATED);
      } else if (!allowed.includes(role)) {
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
      } else {
        expect([200, 400, 404], `${role} ${url}: ${res.body}`).toContain(res.statusCode);
      }
    }
  });
});

describe('categories', () => {
  it('creates a tree with unique slugs from the seed slugify, lists it in tree order, audits', async () => {
    const top = await inject('POST', '/api/admin/categories', who.bodega, {
      name: 'Jardinería y Riego',
    });
    expect(top.statusCode).toBe(201);
    expect(top.json()).toMatchObject({
      name: 'Jardinería y Riego',
      slug: 'jardineria-y-riego',
      parent: null,
      depth: 0,
    });
    const twin = await inject('POST', '/api/admin/categories', who.bodega, {
      name: 'Jardinería  y riego',
    });
    expect(twin.json().slug).toBe('jardineria-y-riego-2');
    const child = await inject('POST', '/api/admin/categories', who.bodega, {
      name: 'Mangueras 1/2"',
      parent: top.json().id,
    });
    expect(child.statusCode).toBe(201);
    expect(child.json()).toMatchObject({
      slug: 'mangueras-1-2-pulg',
      parent: top.json().id,
      depth: 1,
    });

    const list = (await inject('GET', '/api/admin/categories', who.bodega)).json();
    const ids = list.results.map((c: { id: number }) => c.id);
    expect(ids.indexOf(child.json().id)).toBe(ids.indexOf(top.json().id) + 1);
    expect(list.results.find((c: { id: number }) => c.id === top.json().id).children_count).toBe(1);

    const audit = await auditOf('category', child.json().id);
    expect(audit[0]).toMatchObject({
      user_email: who.bodega.email,
      action: 'category.create',
      after: { name: 'Mangueras 1/2"', parent: top.json().id },
    });
  });

  it('refuses a parent that is the category itself or one of its descendants (400, Spanish)', async () => {
    const a = await createCategory(t.app.db);
    const b = await createCategory(t.app.db, { parentId: a.id });
    const c = await createCategory(t.app.db, { parentId: b.id });
    const CYCLE = {
      parent: ['Una categoría no puede estar dentro de sí misma ni de una de sus subcategorías.'],
    };
    for (const parent of [a.id, c.id, b.id]) {
      const res = await inject('PATCH', `/api/admin/categories/${a.id}`, who.bodega, { parent });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(CYCLE);
    }
    const missing = await inject('PATCH', `/api/admin/categories/${a.id}`, who.bodega, {
      parent: 999_999,
    });
    expect(missing.json()).toEqual({ parent: ['La categoría superior no existe.'] });
    // Moving the grandchild to the top and renaming it is fine, and audited before/after.
    const moved = await inject('PATCH', `/api/admin/categories/${c.id}`, who.administrador, {
      parent: null,
      name: 'Cerraduras',
      position: 3,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ parent: null, depth: 0, name: 'Cerraduras', position: 3 });
    expect(moved.json().slug).toMatch(/^cerraduras(-\d+)?$/);
    expect((await auditOf('category', c.id))[0]).toMatchObject({
      action: 'category.update',
      before: { parent: b.id, name: c.name },
      after: { parent: null, name: 'Cerraduras' },
    });
  });

  it('validates in Spanish and answers 404 for an unknown category', async () => {
    const bad = await inject('POST', '/api/admin/categories', who.bodega, {
      name: ' ',
      position: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      name: ['Escribe el nombre de la categoría.'],
      position: ['La posición no puede ser negativa.'],
    });
    const missing = await inject('PATCH', '/api/admin/categories/999999', who.bodega, {
      name: 'X',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'La categoría no existe.', code: 'not_found' });
  });

  it('refuses deleting a category with products or children (409), deletes an empty one', async () => {
    const parent = await createCategory(t.app.db);
    const child = await createCategory(t.app.db, { parentId: parent.id });
    const used = await createCategory(t.app.db);
    await createProduct(t.app.db, { categoryId: used.id });

    const withChild = await inject('DELETE', `/api/admin/categories/${parent.id}`, who.bodega);
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json()).toEqual({
      error:
        'No se puede eliminar: la usan 0 producto(s) y tiene 1 subcategoría(s). Muévelos antes.',
      code: 'in_use',
    });
    const withProducts = await inject('DELETE', `/api/admin/categories/${used.id}`, who.bodega);
    expect(withProducts.statusCode).toBe(409);

    const gone = await inject('DELETE', `/api/admin/categories/${child.id}`, who.bodega);
    expect(gone.statusCode).toBe(204);
    expect((await auditOf('category', child.id))[0]).toMatchObject({
      action: 'category.delete',
      before: { id: child.id, name: child.name },
      after: null,
    });
    const list = (await inject('GET', '/api/admin/categories', who.bodega)).json();
    expect(list.results.some((c: { id: number }) => c.id === child.id)).toBe(false);
    expect(list.results.find((c: { id: number }) => c.id === used.id)).toMatchObject({
      product_count: 1,
      children_count: 0,
    });
    const brands = (await inject('GET', '/api/admin/brands', who.bodega)).json();
    expect(brands.results.every((b: { product_count: number }) => b.product_count >= 0)).toBe(true);
  });

  it("reaches the shop's category list at once (the catalogue cache is emptied)", async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/category/categories' });
    expect(before.statusCode).toBe(200);
    const top = (
      await inject('POST', '/api/admin/categories', who.bodega, { name: 'Pinturas especiales' })
    ).json();
    await inject('POST', '/api/admin/categories', who.bodega, { name: 'Esmaltes', parent: top.id });
    const after = await t.app.inject({ method: 'GET', url: '/api/category/categories' });
    const node = after.json().categories.find((c: { id: number }) => c.id === top.id);
    expect(node).toMatchObject({ name: 'Pinturas especiales' });
    expect(node.sub_categories.map((c: { name: string }) => c.name)).toEqual(['Esmaltes']);
  });
});

describe('brands', () => {
  it('creates, renames (unique name, any case) and deletes an unused brand, audited', async () => {
    const created = await inject('POST', '/api/admin/brands', who.bodega, { name: 'Stanley Pro' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Stanley Pro',
      slug: 'stanley-pro',
      logo: '',
      product_count: 0,
    });
    const dup = await inject('POST', '/api/admin/brands', who.bodega, { name: 'stanley pro' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ name: ['Ya existe una marca con este nombre.'] });

    const renamed = await inject('PATCH', `/api/admin/brands/${created.json().id}`, who.bodega, {
      name: 'Stanley Black',
    });
    expect(renamed.json()).toMatchObject({ name: 'Stanley Black', slug: 'stanley-black' });
    expect((await auditOf('brand', created.json().id))[0]).toMatchObject({
      action: 'brand.update',
      before: { name: 'Stanley Pro' },
      after: { name: 'Stanley Black' },
    });
    const del = await inject('DELETE', `/api/admin/brands/${created.json().id}`, who.bodega);
    expect(del.statusCode).toBe(204);
  });

  it('refuses deleting a brand that products use (409)', async () => {
    const brand = await createBrand(t.app.db);
    await createProduct(t.app.db, { brandId: brand.id });
    const res = await inject('DELETE', `/api/admin/brands/${brand.id}`, who.bodega);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'No se puede eliminar: la usan 1 producto(s). Cámbiales la marca antes.',
      code: 'in_use',
    });
  });

  it('takes a PNG/JPEG/WebP logo, re-encodes it to a 480x240 WebP without metadata', async () => {
    const brand = await createBrand(t.app.db);
    const jpeg = await sharp({
      create: { width: 900, height: 300, channels: 3, background: '#cc3300' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secreto', Artist: 'Ana' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(
      brand.id,
      who.bodega,
      multipart('logo', 'logo.jpg', 'image/jpeg', jpeg),
    );
    expect(res.statusCode, res.body).toBe(200);
    const logo: string = res.json().logo;
    expect(logo).toMatch(new RegExp(`^/media/brands/${brand.slug}-[0-9a-f]{8}\\.webp$`));
    const file = path.join(t.config.mediaDir, logo.replace('/media/', ''));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 240 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect((await auditOf('brand', brand.id))[0]).toMatchObject({
      action: 'brand.logo',
      before: { logo: brand.logo },
      after: { logo },
    });
    // Served to the shop.
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
  });

  it('refuses an SVG, a fake image, a file over 2 MB or no file with a Spanish field error', async () => {
    const brand = await createBrand(t.app.db);
    const brandsDir = path.join(t.config.mediaDir, 'brands');
    const filesBefore = (() => {
      try {
        return readdirSync(brandsDir).length;
      } catch {
        return 0;
      }
    })();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const TYPE = { logo: ['El logotipo debe ser una imagen PNG, JPEG o WebP.'] };
    const bad = [
      multipart('logo', 'logo.svg', 'image/svg+xml', svg),
      multipart('logo', 'logo.png', 'image/png', Buffer.from('esto no es una imagen')),
    ];
    for (const body of bad) {
      const res = await upload(brand.id, who.bodega, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(TYPE);
    }
    const huge = await sharp({
      create: { width: 1400, height: 1400, channels: 3, background: '#000000' },
    })
      .raw()
      .toBuffer();
    const hugePng = await sharp(huge, { raw: { width: 1400, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(hugePng.length).toBeGreaterThan(2 * 1024 * 1024);
    const tooLarge = await upload(
      brand.id,
      who.bodega,
      multipart('logo', 'grande.png', 'image/png', hugePng),
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ logo: ['El logotipo no puede pesar más de 2 MB.'] });

    const none = await inject('POST', `/api/admin/brands/${brand.id}/logo`, who.bodega, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ logo: ['Elige una imagen para el logotipo.'] });

    const unchanged = (await inject('GET', '/api/admin/brands', who.bodega))
      .json()
      .results.find((b: { id: number }) => b.id === brand.id);
    expect(unchanged.logo).toBe(brand.logo);
    const filesAfter = (() => {
      try {
        return readdirSync(brandsDir).length;
      } catch {
        return 0;
      }
    })();
    expect(filesAfter).toBe(filesBefore);

    const missing = await upload(999_999, who.bodega, multipart('logo', 'a.png', 'image/png', svg));
    expect(missing.statusCode).toBe(404);
  });
});

describe('coupons', () => {
  const couponBody = (name: string, extra: object = {}) => ({
    name,
    type: 'percentage',
    discount_percentage: 10,
    min_purchase: '5.00',
    expires_at: null,
    usage_limit: null,
    per_customer_limit: null,
    is_active: true,
    ...extra,
  });

  it('creates percentage and fixed coupons, unique by name in any case, with statuses', async () => {
    const pct = await inject('POST', '/api/admin/coupons', who.ventas, couponBody('Verano10'));
    expect(pct.statusCode, pct.body).toBe(201);
    expect(pct.json()).toMatchObject({
      name: 'Verano10',
      type: 'percentage',
      discount_percentage: 10,
      discount_amount: null,
      min_purchase: '5.00',
      times_used: 0,
      is_active: true,
      status: 'activo',
    });
    const dup = await inject('POST', '/api/admin/coupons', who.ventas, couponBody('VERANO10'));
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({
      name: ['Ya existe un cupón con este nombre (sin distinguir mayúsculas).'],
    });
    const fixed = await inject(
      'POST',
      '/api/admin/coupons',
      who.ventas,
      couponBody('FIJO3', {
        type: 'fixed',
        discount_percentage: null,
        discount_amount: '3.5',
        expires_at: '2020-01-01T00:00:00Z',
      }),
    );
    expect(fixed.json()).toMatchObject({
      type: 'fixed',
      discount_amount: '3.50',
      discount_percentage: null,
      status: 'vencido',
    });
    const list = (await inject('GET', '/api/admin/coupons?page_size=100', who.ventas)).json();
    expect(list.results.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Verano10', 'FIJO3']),
    );
    expect((await auditOf('coupon', pct.json().id))[0]).toMatchObject({
      action: 'coupon.create',
      user_email: who.ventas.email,
      after: { name: 'Verano10', discount_percentage: 10 },
    });
  });

  it('validates percentage 1-100, a fixed amount and limits with Spanish field errors', async () => {
    const res = await inject(
      'POST',
      '/api/admin/coupons',
      who.ventas,
      couponBody('MALO', { discount_percentage: 150, usage_limit: 0, min_purchase: 'diez' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      discount_percentage: ['El porcentaje debe estar entre 1 y 100.'],
      min_purchase: ['Indica la compra mínima en dólares, por ejemplo 20.00 (0 = sin mínimo).'],
      usage_limit: ['El límite debe ser al menos 1 (vacío = sin límite).'],
    });
    const noAmount = await inject(
      'POST',
      '/api/admin/coupons',
      who.ventas,
      couponBody('SINMONTO', { type: 'fixed', discount_percentage: null }),
    );
    expect(noAmount.json()).toEqual({
      discount_amount: ['Indica el descuento en dólares (mayor que 0).'],
    });
    const noPct = await inject(
      'POST',
      '/api/admin/coupons',
      who.ventas,
      couponBody('SINPCT', { discount_percentage: null }),
    );
    expect(noPct.json()).toEqual({
      discount_percentage: ['El porcentaje debe estar entre 1 y 100.'],
    });
  });

  it('an inactive coupon is refused at check-coupon, get-payment-total and make-payment', async () => {
    const created = (
      await inject(
        'POST',
        '/api/admin/coupons',
        who.ventas,
        couponBody('APAGADO', { min_purchase: '0' }),
      )
    ).json();
    const customer = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createCartProduct(t.app.db, {
      priceCents: 10_000,
      comparePriceCents: 10_000,
    });
    await fillCart(t.app, customer, [[product, 1]]);
    const totals = () =>
      inject(
        'GET',
        `/api/payment/get-payment-total?shipping_id=${shipping.standard}&coupon_name=apagado`,
        customer,
      );
    const active = await totals();
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json().total_after_coupon).toBe('90.00');

    const off = await inject('PATCH', `/api/admin/coupons/${created.id}`, who.ventas, {
      is_active: false,
    });
    expect(off.json()).toMatchObject({
      is_active: false,
      status: 'inactivo',
      discount_percentage: 10,
    });
    expect((await auditOf('coupon', created.id))[0]).toMatchObject({
      action: 'coupon.update',
      before: { is_active: true },
      after: { is_active: false },
    });

    const EXPIRED = { error: 'This coupon has expired', code: 'coupon_invalid' };
    const refused = await totals();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(EXPIRED);
    const check = await inject('GET', '/api/coupons/check-coupon?coupon_name=APAGADO', customer);
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual(EXPIRED);
    const nonce = await tokenizeCard(t.app, customer);
    const paid = await pay(t.app, customer, 'k-inactive-coupon', {
      ...ADDRESS,
      nonce,
      shipping_id: shipping.standard,
      coupon_name: 'APAGADO',
    });
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toEqual(EXPIRED);
  });

  it('a used coupon keeps its name and cannot be deleted; an unused one can', async () => {
    const used = (
      await inject(
        'POST',
        '/api/admin/coupons',
        who.ventas,
        couponBody('USADO', { min_purchase: '0' }),
      )
    ).json();
    const customer = await createCustomer(t.app.db, t.config.jwtSecret);
    const product = await createCartProduct(t.app.db);
    await fillCart(t.app, customer, [[product, 1]]);
    const nonce = await tokenizeCard(t.app, customer);
    const paid = await pay(t.app, customer, 'k-used-coupon', {
      ...ADDRESS,
      nonce,
      shipping_id: shipping.standard,
      coupon_name: 'USADO',
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const list = (await inject('GET', '/api/admin/coupons?page_size=100', who.ventas)).json();
    expect(list.results.find((c: { id: number }) => c.id === used.id).times_used).toBe(1);
    const del = await inject('DELETE', `/api/admin/coupons/${used.id}`, who.ventas);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({
      error: 'No se puede eliminar un cupón que ya se usó: desactívalo.',
      code: 'in_use',
    });
    const rename = await inject('PATCH', `/api/admin/coupons/${used.id}`, who.ventas, {
      name: 'OTRO',
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toEqual({
      name: ['No se puede cambiar el nombre de un cupón que ya se usó.'],
    });
    // times_used is read-only: a body carrying it changes nothing.
    const sneaky = await inject('PATCH', `/api/admin/coupons/${used.id}`, who.ventas, {
      times_used: 0,
      usage_limit: 1,
    });
    expect(sneaky.json()).toMatchObject({ times_used: 1, usage_limit: 1, status: 'agotado' });

    const unused = (
      await inject('POST', '/api/admin/coupons', who.ventas, couponBody('NUEVO'))
    ).json();
    expect((await inject('DELETE', `/api/admin/coupons/${unused.id}`, who.ventas)).statusCode).toBe(
      204,
    );
    expect(
      (await inject('PATCH', `/api/admin/coupons/${unused.id}`, who.ventas, { name: 'X' }))
        .statusCode,
    ).toBe(404);
  });

  it('switches a coupon from percentage to a fixed amount', async () => {
    const c = (await inject('POST', '/api/admin/coupons', who.ventas, couponBody('CAMBIO'))).json();
    const res = await inject('PATCH', `/api/admin/coupons/${c.id}`, who.ventas, {
      type: 'fixed',
      discount_amount: '2.00',
    });
    expect(res.json()).toMatchObject({
      type: 'fixed',
      discount_amount: '2.00',
      discount_percentage: null,
    });
  });
});

describe('OpenAPI', () => {
  it('documents every taxonomy route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/categories',
        '/api/admin/categories/{id}',
        '/api/admin/brands',
        '/api/admin/brands/{id}',
        '/api/admin/brands/{id}/logo',
        '/api/admin/coupons',
        '/api/admin/coupons/{id}',
      ]),
    );
    expect(Object.keys(doc.paths['/api/admin/categories/{id}'])).toEqual(
      expect.arrayContaining(['patch', 'delete']),
    );
  });
});
