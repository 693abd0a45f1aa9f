import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stockMovements } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createBrand, createCategory, createProduct } from '../test-factories.js';
import { callers } from '../../../test/staff.js';

let t: TestApp;
let who: Awaited<ReturnType<typeof callers>>;
let brand: string;
let category: string;
const tag = randomBytes(3).toString('hex').toUpperCase();
beforeAll(async () => {
  t = await createTestApp();
  who = await callers(t.app.db, t.config.jwtSecret);
  brand = (await createBrand(t.app.db, { name: `Stanley ${tag}` })).name;
  category = (await createCategory(t.app.db, { name: `Cerrajería ${tag}` })).name;
});
afterAll(() => t.close());

const send = (step: 'preview' | 'apply', body: string, contentType = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import/${step}`,
    headers: { ...who.bodega.headers, 'content-type': contentType },
    payload: body,
  });
const bySku = async (skus: string[]) =>
  t.app.db.select().from(products).where(inArray(products.sku, skus));

describe('GET /api/admin/products/export.csv', () => {
  it('answers the whole catalogue: UTF-8 with BOM, ";" separated, the issue\'s columns', async () => {
    const p = await createProduct(t.app.db, {
      name: 'Candado "Pro"; 40 mm',
      priceCents: 1250,
      comparePriceCents: 1500,
      quantity: 7,
      ivaRate: 15,
      maxPerOrder: 6,
      description: '<p>Arco <strong>doble</strong>; acero &amp; bronce</p><ul><li>Llave</li></ul>',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: who.bodega.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="productos-/);
    expect(
      res.body.startsWith(
        '\uFEFFsku;nombre;marca;categoria;precio;precio_anterior;iva;stock;activo;descripcion;max_por_pedido\r\n',
      ),
    ).toBe(true);
    const line = res.body.split('\r\n').find((l) => l.startsWith(`${p.sku};`));
    expect(line).toMatch(
      new RegExp(`^${p.sku};"Candado ""Pro""; 40 mm";[^;]+;[^;]+;12\\.50;15\\.00;15;7;sí;`),
    );
    // The description as plain text, no HTML (issue 33), then the maximum per order (6).
    expect(line!.endsWith(';sí;"Arco doble; acero & bronce Llave";6')).toBe(true);
    // A product without a maximum: an empty last cell.
    const plain = await createProduct(t.app.db, { quantity: 1 });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: who.bodega.headers,
    });
    const openLine = again.body.split('\r\n').find((l) => l.startsWith(`${plain.sku};`));
    expect(openLine!.endsWith(';')).toBe(true);
  });
});

describe('POST /api/admin/products/import/preview and /apply', () => {
  it('previews bad rows with every reason and writes nothing; apply refuses the file (409)', async () => {
    const existing = await createProduct(t.app.db, { quantity: 4 });
    const csv = [
      'sku;nombre;marca;categoria;precio;precio_anterior;iva;stock;activo;descripcion',
      `N1-${tag};Cerradura;${brand};${category};12.x;;15;3;sí;`,
      `N2-${tag};Llave;Marca Fantasma;${category};5.00;;15;3;sí;`,
      `N1-${tag};Otra;${brand};${category};5.00;;15;3;sí;`,
      `N3-${tag};Bisagra;${brand};${category};5.00;;12;3;sí;`,
      `${existing.sku};;;;;;;-2;quizás;`,
      `N4-${tag};Aldaba;${brand};${category};5,50;;5;10;no;<p>ok</p>`,
    ].join('\n');
    const res = await send('preview', csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ delimiter: ';', total_rows: 6, to_create: 1, to_update: 0 });
    expect(body.errors).toEqual([
      {
        row: 2,
        sku: `N1-${tag}`,
        messages: ['El precio "12.x" no es un importe válido (por ejemplo 12.50).'],
      },
      { row: 3, sku: `N2-${tag}`, messages: ['La marca "Marca Fantasma" no existe.'] },
      {
        row: 4,
        sku: `N1-${tag}`,
        messages: ['SKU repetido en el archivo (ya aparece en la fila 2).'],
      },
      { row: 5, sku: `N3-${tag}`, messages: ['El IVA "12" no es válido: usa 0, 5 o 15.'] },
      {
        row: 6,
        sku: existing.sku,
        messages: [
          'El stock "-2" debe ser un número entero de 0 o más.',
          '"quizás" no es válido en activo: usa sí o no.',
        ],
      },
    ]);
    expect(body.rows[5]).toMatchObject({
      sku: `N4-${tag}`,
      action: 'create',
      price: '5.50',
      stock: 10,
    });
    expect(await bySku([`N4-${tag}`])).toEqual([]);

    const apply = await send('apply', csv);
    expect(apply.statusCode).toBe(409);
    expect(apply.json()).toEqual({
      error:
        'El archivo tiene 5 filas con errores: corrígelas y vuelve a previsualizar. No se aplicó ningún cambio.',
      code: 'import_has_errors',
    });
    expect(await bySku([`N4-${tag}`])).toEqual([]);
  });

  it('applies creates and updates in one go (";" file): stock as "ajuste" movements, one audit entry', async () => {
    const existing = await createProduct(t.app.db, { quantity: 4, priceCents: 1000 });
    const csv = [
      '\uFEFFsku;nombre;marca;categoria;precio;precio_anterior;iva;stock;activo;descripcion',
      `C1-${tag};Candado de bronce 50 mm;${brand};${category};14.90;16.00;15;12;sí;"<p>Arco de acero; <script>x</script>llave doble</p>"`,
      `${existing.sku};;;;11.50;;;9;no;`,
    ].join('\r\n');
    const preview = (await send('preview', csv)).json();
    expect(preview).toMatchObject({ to_create: 1, to_update: 1, errors: [] });
    expect(preview.rows[1]).toMatchObject({ action: 'update', stock: 9, stock_before: 4 });

    const res = await send('apply', csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 1, updated: 1, unchanged: 0, stock_movements: 2 });

    const [created] = await bySku([`C1-${tag}`]);
    expect(created).toMatchObject({
      name: 'Candado de bronce 50 mm',
      priceCents: 1490,
      comparePriceCents: 1600,
      quantity: 12,
      isActive: true,
      description: '<p>Arco de acero; llave doble</p>',
    });
    const [updated] = await bySku([existing.sku]);
    expect(updated).toMatchObject({
      name: existing.name,
      priceCents: 1150,
      quantity: 9,
      isActive: false,
    });

    const moves = await t.app.db
      .select()
      .from(stockMovements)
      .where(inArray(stockMovements.productId, [created!.id, existing.id]));
    expect(moves.map((m) => [m.productId, m.change, m.reason, m.quantityAfter, m.userId])).toEqual(
      expect.arrayContaining([
        [created!.id, 12, 'ajuste', 12, who.bodega.id],
        [existing.id, 5, 'ajuste', 9, who.bodega.id],
      ]),
    );
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=product.import',
      headers: who.administrador.headers,
    });
    expect(audit.json().results[0]).toMatchObject({
      user_email: who.bodega.email,
      after: { created: 1, updated: 1, unchanged: 0, stock_movements: 2 },
    });
    // The shop sees the new product at once (the change notification empties the caches).
    const shop = await t.app.inject({ method: 'GET', url: `/api/product/product/${created!.id}` });
    expect(shop.json().product.name).toBe('Candado de bronce 50 mm');

    // Applying the same file again changes nothing.
    expect((await send('apply', csv)).json()).toEqual({
      created: 0,
      updated: 0,
      unchanged: 2,
      stock_movements: 0,
    });
  });

  it('reads "," files (quoted decimals) and round-trips its own export', async () => {
    const csv = [
      'sku,nombre,marca,categoria,precio,iva,stock',
      `K1-${tag},"Cinta aislante, negra",${brand},${category},"1,25",15,30`,
    ].join('\n');
    const preview = (await send('preview', csv)).json();
    expect(preview).toMatchObject({ delimiter: ',', to_create: 1, errors: [] });
    expect((await send('apply', csv)).json()).toMatchObject({ created: 1 });
    const [row] = await bySku([`K1-${tag}`]);
    expect(row).toMatchObject({ name: 'Cinta aislante, negra', priceCents: 125, quantity: 30 });

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: who.bodega.headers,
    });
    const again = (await send('preview', exported.body)).json();
    expect(again.errors).toEqual([]);
    expect(again.to_create + again.to_update).toBe(0);
  });

  it('codes a new product without a SKU and previews each changed field old -> new (issue 33)', async () => {
    const existing = await createProduct(t.app.db, { quantity: 4, priceCents: 1000 });
    const csv = [
      'sku;nombre;marca;categoria;precio;stock;activo;descripcion',
      `;Candado sin código ${tag};${brand};${category};3.20;5;sí;`,
      `${existing.sku};Nombre nuevo ${tag};;;11.50;4;no;`,
    ].join('\n');
    const preview = (await send('preview', csv)).json();
    expect(preview).toMatchObject({ to_create: 1, to_update: 1, errors: [] });
    expect(preview.rows[0]).toMatchObject({ sku: '', action: 'create', changes: [] });
    expect(preview.rows[1].changes).toEqual([
      { field: 'nombre', before: existing.name, after: `Nombre nuevo ${tag}` },
      { field: 'precio', before: '10.00', after: '11.50' },
      { field: 'activo', before: 'sí', after: 'no' },
    ]);

    expect((await send('apply', csv)).json()).toMatchObject({ created: 1, updated: 1 });
    const [created] = await t.app.db
      .select()
      .from(products)
      .where(eq(products.name, `Candado sin código ${tag}`));
    expect(created!.sku).toMatch(/^EV-\d{5,}$/);
  });

  it('max_por_pedido: a number sets it, empty lifts it, a file without it keeps it, bad is a row error', async () => {
    const [a, b, c] = await Promise.all([
      createProduct(t.app.db, { maxPerOrder: 3 }),
      createProduct(t.app.db, { maxPerOrder: 3 }),
      createProduct(t.app.db, { maxPerOrder: null }),
    ]);
    const csv = [
      'sku;stock;max_por_pedido',
      `${a.sku};${a.quantity};12`,
      `${b.sku};${b.quantity};`,
      `${c.sku};${c.quantity};3`,
    ].join('\n');
    const preview = (await send('preview', csv)).json();
    expect(preview).toMatchObject({ to_update: 3, errors: [] });
    expect(preview.rows.map((r: { changes: unknown }) => r.changes)).toEqual([
      [{ field: 'max_por_pedido', before: '3', after: '12' }],
      [{ field: 'max_por_pedido', before: '3', after: 'sin límite' }],
      [{ field: 'max_por_pedido', before: 'sin límite', after: '3' }],
    ]);
    expect((await send('apply', csv)).json()).toMatchObject({ updated: 3 });
    const after = async () =>
      new Map((await bySku([a.sku, b.sku, c.sku])).map((p) => [p.sku, p.maxPerOrder]));
    expect(await after()).toEqual(
      new Map([
        [a.sku, 12],
        [b.sku, null],
        [c.sku, 3],
      ]),
    );

    // A file without the column changes no maximum.
    const noColumn = `sku;stock\n${a.sku};${a.quantity + 1}\n${c.sku};${c.quantity}`;
    expect((await send('apply', noColumn)).json()).toMatchObject({ updated: 1, unchanged: 1 });
    expect((await after()).get(a.sku)).toBe(12);
    expect((await after()).get(c.sku)).toBe(3);

    const bad = ['sku;max_por_pedido', `${a.sku};0`, `${b.sku};2.5`, `${c.sku};1000`].join('\n');
    const refused = (await send('preview', bad)).json();
    expect(refused.errors).toEqual(
      ['0', '2.5', '1000'].map((value, i) => ({
        row: i + 2,
        sku: [a.sku, b.sku, c.sku][i],
        messages: [
          `El máximo por pedido "${value}" debe ser un número entero de 1 a 999, o vacío para no limitar.`,
        ],
      })),
    );
    expect((await send('apply', bad)).statusCode).toBe(409);
    expect((await after()).get(a.sku)).toBe(12);
  });

  it('refuses an unreadable file with a Spanish field error', async () => {
    const empty = await send('preview', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ file: ['El archivo está vacío.'] });
    const noSku = await send('preview', 'nombre;precio\nX;1.00');
    expect(noSku.json()).toEqual({ file: ['Falta la columna "sku" en la primera línea.'] });
    const odd = await send('preview', 'sku;color\nA;rojo');
    expect(odd.json()).toEqual({ file: ['Columnas desconocidas: color.'] });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import/preview',
      headers: who.bodega.headers,
      payload: { sku: 1 },
    });
    expect(json.statusCode).toBe(400);
  });
});
