import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createBrand, createCategory } from '../test-factories.js';
import { callers, type Caller } from '../../../test/staff.js';

let t: TestApp;
let who: Awaited<ReturnType<typeof callers>>;
let brandId: number;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  who = await callers(t.app.db, t.config.jwtSecret);
  brandId = (await createBrand(t.app.db, { name: 'Truper Prueba' })).id;
  categoryId = (await createCategory(t.app.db, { name: 'Herramientas Prueba' })).id;
});
afterAll(() => t.close());

const call = (
  caller: Caller,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: caller.headers, ...(payload ? { payload } : {}) });

const create = (body: object, caller: Caller = who.bodega) =>
  call(caller, 'POST', '/api/admin/products', {
    name: 'Martillo de uña 16 oz',
    brand: brandId,
    category: categoryId,
    price: '12,5',
    // Staff publish it at once; without this a new product starts hidden (ADR 081).
    is_active: true,
    ...body,
  });

function multipart(filename: string, data: Buffer, type = 'image/jpeg') {
  const boundary = `----volt${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (id: number, filename: string, data: Buffer, caller: Caller = who.bodega) => {
  const body = multipart(filename, data);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/images`,
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
};
const picture = (format: 'jpeg' | 'png', color: string) => {
  const image = sharp({
    create: { width: 640, height: 480, channels: 3, background: color },
  }).withMetadata({ exif: { IFD0: { Copyright: 'secreto', Artist: 'Cámara' } } });
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
};
const mediaFile = (url: string) => path.join(t.config.mediaDir, url.replace(/^\/media\//, ''));

describe('products: create, edit, list', () => {
  it('creates a product with a sanitized description, its stock in the ledger, and audits it', async () => {
    const res = await create({
      sku: 'MAR-016',
      compare_price: '15.00',
      iva_rate: 15,
      quantity: 7,
      description:
        '<h3>Uso</h3><p onclick="x()">Para <strong>clavar</strong> <script>alert(1)</script>' +
        '<a href="javascript:alert(1)">malo</a> <a href="https://volt.ec">bueno</a></p>' +
        '<img src=x onerror=alert(1)><table><tr><td>t</td></tr></table>',
    });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      name: 'Martillo de uña 16 oz',
      sku: 'MAR-016',
      slug: 'martillo-de-una-16-oz',
      price: '12.50',
      compare_price: '15.00',
      quantity: 7,
      is_active: true,
      brand_name: 'Truper Prueba',
      images: [],
    });
    expect(p.description).toBe(
      '<h3>Uso</h3><p>Para <strong>clavar</strong>  <a href="https://volt.ec" rel="noopener noreferrer nofollow">bueno</a></p>t',
    );
    const moves = await call(who.bodega, 'GET', `/api/admin/products/${p.id}/stock`);
    expect(moves.json().results).toMatchObject([
      { change: 7, reason: 'compra', quantity_after: 7 },
    ]);
    const audit = await call(
      who.administrador,
      'GET',
      `/api/admin/audit?entity=product&entity_id=${p.id}`,
    );
    expect(audit.json().results[0]).toMatchObject({
      action: 'product.create',
      user_email: who.bodega.email,
      before: null,
      after: { name: 'Martillo de uña 16 oz', sku: 'MAR-016', quantity: 7 },
    });
  });

  it('creates a product hidden from the shop unless staff publish it: it has no photo yet (issue 33)', async () => {
    const res = await create({ name: 'Nivel sin foto', is_active: undefined });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ is_active: false, images: [] });
    const shop = await t.app.inject({ url: `/api/product/product/${res.json().id}` });
    expect(shop.statusCode).toBe(404);
  });

  it("sets and clears a product's maximum per order (issue 33, ADR 082), refusing bad ones", async () => {
    const { id } = (
      await create({ name: 'Cemento 50 kg', quantity: 200, max_per_order: 60 })
    ).json();
    const set = await call(who.bodega, 'GET', `/api/admin/products/${id}`);
    expect(set.json().max_per_order).toBe(60);
    const bad = await call(who.bodega, 'PATCH', `/api/admin/products/${id}`, { max_per_order: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      max_per_order: ['El máximo por pedido debe ser de 1 unidad o más.'],
    });
    const cleared = await call(who.bodega, 'PATCH', `/api/admin/products/${id}`, {
      max_per_order: null,
    });
    expect(cleared.json().max_per_order).toBeNull();
  });

  it('refuses a code another product has (any case) and bad fields, in Spanish', async () => {
    const first = await create({ sku: 'DUP-001', name: 'Taladro uno' });
    expect(first.statusCode).toBe(201);
    const again = await create({ sku: 'dup-001', name: 'Taladro dos' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ sku: ['Ya existe un producto con este código.'] });
    const other = await create({ sku: 'DUP-002', name: 'Taladro tres' });
    const patch = await call(who.bodega, 'PATCH', `/api/admin/products/${other.json().id}`, {
      sku: 'DUP-001',
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toEqual({ sku: ['Ya existe un producto con este código.'] });

    const bad = await call(who.bodega, 'POST', '/api/admin/products', {
      name: ' ',
      brand: 999_999,
      category: categoryId,
      price: 'doce',
      iva_rate: 12,
      quantity: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      name: ['Escribe el nombre del producto.'],
      price: ['Indica un precio válido, por ejemplo 12.50.'],
      iva_rate: ['Elige una tarifa de IVA: 0 %, 5 % o 15 %.'],
      quantity: ['El stock no puede ser negativo.'],
    });
    const noBrand = await create({ brand: 999_999 });
    expect(noBrand.json()).toEqual({ brand: ['La marca no existe.'] });
  });

  it('edits fields, records a stock change as an ajuste, audits only what changed', async () => {
    const id = (await create({ name: 'Serrucho costero', quantity: 10 })).json().id;
    const res = await call(who.administrador, 'PATCH', `/api/admin/products/${id}`, {
      price: '20.00',
      quantity: 4,
      iva_rate: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: '20.00', quantity: 4, iva_rate: 5 });
    const moves = (await call(who.bodega, 'GET', `/api/admin/products/${id}/stock`)).json();
    expect(moves.results[0]).toMatchObject({ change: -6, reason: 'ajuste', quantity_after: 4 });
    const audit = await call(
      who.administrador,
      'GET',
      `/api/admin/audit?entity=product&entity_id=${id}&action=product.update`,
    );
    expect(audit.json().results[0]).toMatchObject({
      before: { price: '12.50', quantity: 10, iva_rate: 15 },
      after: { price: '20.00', quantity: 4, iva_rate: 5 },
    });
    const missing = await call(who.bodega, 'PATCH', '/api/admin/products/999999', { name: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('hides a product from the shop (detail, search, suggest, sitemap) and lists it with filters', async () => {
    const id = (await create({ name: 'Alicate zorrotrónico', quantity: 2, sku: 'ZORRO-1' })).json()
      .id;
    const search = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/product/search',
        payload: { search: 'zorrotronico' },
      });
    expect((await search()).json().search_products.map((p: { id: number }) => p.id)).toContain(id);
    await call(who.bodega, 'PATCH', `/api/admin/products/${id}`, { is_active: false });
    expect((await search()).json().search_products).toEqual([]);
    expect((await t.app.inject({ url: `/api/product/product/${id}` })).statusCode).toBe(404);
    const suggest = await t.app.inject({ url: '/api/product/suggest?q=zorrotr' });
    expect(JSON.stringify(suggest.json())).not.toContain('zorrotr');
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('zorrotronico');

    const list = (q: string) => call(who.bodega, 'GET', `/api/admin/products?${q}`);
    const bySku = (await list('search=zorro-1')).json();
    expect(bySku.results.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await list('search=ZORROTRÓNICO&active=hidden&stock=low')).json().count).toBe(1);
    expect((await list('search=zorrotronico&active=active')).json().count).toBe(0);
    expect((await list('search=zorrotronico&stock=out')).json().count).toBe(0);
    expect(
      (await list(`brand=${brandId}&category=${categoryId}&page_size=2`)).json(),
    ).toMatchObject({
      page: 1,
      page_size: 2,
    });
    expect((await list('stock=mucho')).statusCode).toBe(400);
    const options = (await call(who.bodega, 'GET', '/api/admin/products/options')).json();
    expect(options.brands).toContainEqual({ id: brandId, name: 'Truper Prueba' });
  });
});

describe('product images', () => {
  it('re-encodes JPEG and PNG uploads to the shop sizes without metadata; orders and deletes them', async () => {
    const id = (await create({ name: 'Linterna recargable' })).json().id;
    const jpeg = await upload(id, 'foto.jpg', await picture('jpeg', '#ff0000'));
    expect(jpeg.statusCode).toBe(200);
    const png = await upload(id, 'foto.png', await picture('png', '#0000ff'));
    expect(png.statusCode).toBe(200);
    const p = png.json();
    expect(p.images).toHaveLength(2);
    expect(p.photo).toBe(p.images[0].photo);
    for (const image of p.images) {
      const photo = await sharp(mediaFile(image.photo)).metadata();
      expect(photo).toMatchObject({ format: 'webp', width: 800, height: 800 });
      expect(photo.exif).toBeUndefined();
      const thumb = await sharp(mediaFile(image.thumbnail)).metadata();
      expect(thumb).toMatchObject({ format: 'webp', width: 300, height: 300 });
    }
    // The shop shows the main photo and the further one once each.
    const detail = (await t.app.inject({ url: `/api/product/product/${id}` })).json().product;
    expect(detail.photo).toBe(p.images[0].photo);
    expect(detail.images.map((i: { photo: string }) => i.photo)).toEqual([p.images[1].photo]);

    const [a, b] = p.images.map((i: { id: number }) => i.id);
    const ordered = await call(who.bodega, 'PUT', `/api/admin/products/${id}/images/order`, {
      ids: [b, a],
    });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().photo).toBe(p.images[1].photo);
    const wrong = await call(who.bodega, 'PUT', `/api/admin/products/${id}/images/order`, {
      ids: [b],
    });
    expect(wrong.json()).toEqual({
      ids: ['Indica todas las imágenes del producto, cada una una vez.'],
    });
    const deleted = await call(who.bodega, 'DELETE', `/api/admin/products/${id}/images/${b}`);
    expect(deleted.json()).toMatchObject({
      photo: p.images[0].photo,
      images: [{ id: a, position: 0 }],
    });
    const gone = await call(who.bodega, 'DELETE', `/api/admin/products/${id}/images/${b}`);
    expect(gone.statusCode).toBe(404);
    const audit = await call(
      who.administrador,
      'GET',
      `/api/admin/audit?entity=product&entity_id=${id}&action=product.image.add`,
    );
    expect(audit.json().count).toBe(2);
  });

  it('keeps the seed picture as the first image when the first upload arrives', async () => {
    const { createProduct } = await import('../test-factories.js');
    const seeded = await createProduct(t.app.db, { photo: '/media/products/seed.webp' });
    const res = await upload(seeded.id, 'nueva.png', await picture('png', '#00ff00'));
    expect(res.json().images.map((i: { photo: string }) => i.photo)[0]).toBe(
      '/media/products/seed.webp',
    );
    expect(res.json().images).toHaveLength(2);
  });

  it('refuses a text file named .jpg and a file over 10 MB, changing nothing', async () => {
    const id = (await create({ name: 'Extensión 3 m' })).json().id;
    const text = await upload(id, 'foto.jpg', Buffer.from('esto no es una imagen\n'.repeat(50)));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ image: ['El archivo no es una imagen JPEG, PNG o WebP.'] });
    const svg = await upload(
      id,
      'dibujo.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    );
    expect(svg.json()).toEqual({ image: ['El archivo no es una imagen JPEG, PNG o WebP.'] });
    const big = Buffer.concat([await picture('jpeg', '#ffffff'), Buffer.alloc(10 * 1024 * 1024)]);
    const huge = await upload(id, 'grande.jpg', big);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ image: ['La imagen pesa más de 10 MB.'] });
    const none = await call(who.bodega, 'POST', `/api/admin/products/${id}/images`, { image: 'x' });
    expect(none.statusCode).toBe(400);
    const after = (await call(who.bodega, 'GET', `/api/admin/products/${id}`)).json();
    expect(after).toMatchObject({ images: [], photo: '/media/products/sin-imagen.webp' });
    expect(existsSync(mediaFile(after.photo))).toBe(true);
    expect(existsSync(path.join(t.config.mediaDir, 'products'))).toBe(true);
  });
});

describe('role boundaries', () => {
  const endpoints: [
    string,
    'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    (id: number) => string,
    object?,
  ][] = [
    ['list', 'GET', () => '/api/admin/products'],
    ['options', 'GET', () => '/api/admin/products/options'],
    ['detail', 'GET', (id) => `/api/admin/products/${id}`],
    [
      'create',
      'POST',
      () => '/api/admin/products',
      { name: 'Rol', brand: 1, category: 1, price: '1' },
    ],
    ['update', 'PATCH', (id) => `/api/admin/products/${id}`, { name: 'Rol cambiado' }],
    ['upload', 'POST', (id) => `/api/admin/products/${id}/images`],
    ['delete image', 'DELETE', (id) => `/api/admin/products/${id}/images/999999`],
    ['order images', 'PUT', (id) => `/api/admin/products/${id}/images/order`, { ids: [1] }],
  ];
  const expected = { anonymous: 401, customer: 403, ventas: 403 } as const;

  it.each(endpoints)(
    '%s: anonymous 401, customer 403, ventas 403, bodega and administrador pass',
    async (_n, method, url, body) => {
      const id = (await create({ name: `Producto rol ${Math.random()}` })).json().id;
      for (const [role, status] of Object.entries(expected)) {
        const res = await call(who[role as keyof typeof expected], method, url(id), body);
        expect(res.statusCode, `${role}`).toBe(status);
        expect(res.body).not.toContain('Producto rol');
      }
      for (const role of ['bodega', 'administrador'] as const) {
        const res = await call(who[role], method, url(id), body);
        expect([401, 403], `${role}`).not.toContain(res.statusCode);
        expect(res.statusCode, `${role}: ${res.body}`).toBeLessThan(500);
      }
    },
  );
});
