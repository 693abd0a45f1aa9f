import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToMoney, moneyToCents, type AdminSummary } from '@shop/contract';
import { orders, products } from '../../db/schema/index.js';
import { type TestApp } from '../../test/app.js';
import { ecuadorDayOf } from './admin-summary.service.js';
import {
  createCustomer,
  createProduct,
  placeOrder,
  type Caller,
  type Callers,
  openStaffApp,
  type SeededShipping,
} from '../../test/staff.js';

let t: TestApp;
let shipping: SeededShipping;
let who: Callers;
beforeAll(async () => ({ t, shipping, who } = await openStaffApp()));
afterAll(() => t.close());

const get = (url: string, caller: Caller) =>
  t.app.inject({ method: 'GET', url, headers: caller.headers });

const amountOf = async (tid: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.transactionId, tid)))[0]!.amountCents;

const ageOrder = (tid: string, days: number) =>
  t.app.db
    .update(orders)
    .set({ dateIssued: sql`now() - make_interval(days => ${days})` })
    .where(eq(orders.transactionId, tid));

describe('role boundaries', () => {
  const table = [
    // [path, anonymous, customer, ventas, bodega, administrador]
    ['/api/admin/summary', 401, 403, 200, 200, 200],
    ['/api/admin/inventory', 401, 403, 403, 200, 200],
    ['/api/admin/inventory/{id}', 401, 403, 403, 200, 200],
  ] as const;
  it.each(table)('GET %s', async (path, ...expected) => {
    const id = await createProduct(t.app.db);
    const url = path.replace('{id}', String(id));
    const roles = ['anonymous', 'customer', 'ventas', 'bodega', 'administrador'] as const;
    const got = [];
    for (const role of roles) got.push((await get(url, who[role])).statusCode);
    expect(got).toEqual(expected);
  });
});

describe('GET /api/admin/summary', () => {
  it('adds up paid sales per period and day, best sellers, low stock and orders to prepare', async () => {
    const drill = await createProduct(t.app.db, { priceCents: 2_000, quantity: 50 });
    const saw = await createProduct(t.app.db, { priceCents: 7_500, quantity: 50 });
    const scarce = await createProduct(t.app.db, { quantity: 2, name: 'Broca escasa 6 mm' });
    const hidden = await createProduct(t.app.db, { quantity: 0, name: 'Oculto sin stock' });
    await t.app.db.update(products).set({ isActive: false }).where(eq(products.id, hidden));
    const buyer = await createCustomer(t.app.db, t.config.jwtSecret);
    const pickup = shipping.pickup;

    const old = await placeOrder(t.app, buyer, [[drill, 1]], pickup); // 40 days ago: out
    const tenDays = await placeOrder(t.app, buyer, [[saw, 1]], pickup); // 10 days ago
    const todayA = await placeOrder(t.app, buyer, [[drill, 3]], pickup);
    const todayB = await placeOrder(
      t.app,
      buyer,
      [
        [saw, 1],
        [drill, 1],
      ],
      pickup,
    );
    const cancelled = await placeOrder(t.app, buyer, [[saw, 5]], pickup);
    await ageOrder(old, 40);
    await ageOrder(tenDays, 10);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cancelled}/status`,
      headers: who.ventas.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);

    const res = await get('/api/admin/summary', who.administrador);
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminSummary>();
    const today = ecuadorDayOf(new Date());
    expect(body.today).toBe(today);

    const a = await amountOf(todayA);
    const b = await amountOf(todayB);
    const ten = await amountOf(tenDays);
    const avg = (cents: number, n: number) => centsToMoney(Math.round(cents / n));
    expect(body.sales!.today).toEqual({
      total: centsToMoney(a + b),
      orders: 2,
      average_ticket: avg(a + b, 2),
    });
    expect(body.sales!.last_7_days).toEqual(body.sales!.today);
    expect(body.sales!.last_30_days).toEqual({
      total: centsToMoney(a + b + ten),
      orders: 3,
      average_ticket: avg(a + b + ten, 3),
    });

    const daily = body.sales!.daily;
    expect(daily).toHaveLength(30);
    expect(daily.at(-1)).toEqual({ day: today, total: centsToMoney(a + b), orders: 2 });
    const tenDaysAgo = ecuadorDayOf(new Date(Date.now() - 10 * 86_400_000));
    expect(daily.find((d) => d.day === tenDaysAgo)).toEqual({
      day: tenDaysAgo,
      total: centsToMoney(ten),
      orders: 1,
    });
    expect(daily.reduce((s, d) => s + moneyToCents(d.total), 0)).toBe(a + b + ten);
    expect(new Set(daily.map((d) => d.day)).size).toBe(30);

    // drill: 3 + 1 units today (the 40-day-old sale is out); saw: 1 + 1 (the 5 were cancelled).
    expect(body.best_sellers.map((s) => [s.product_id, s.units, s.amount])).toEqual([
      [drill, 4, '80.00'],
      [saw, 2, '150.00'],
    ]);

    expect(body.low_stock!.threshold).toBe(5);
    expect(body.low_stock!.results).toEqual([
      expect.objectContaining({ id: scarce, name: 'Broca escasa 6 mm', quantity: 2 }),
    ]);
    expect(body.low_stock!.count).toBe(1);

    // Waiting: every not_processed order, the oldest first; the cancelled one is not waiting.
    expect(body.waiting_orders.count).toBe(4);
    expect(body.waiting_orders.results.map((o) => o.transaction_id)).toEqual([
      old,
      tenDays,
      todayA,
      todayB,
    ]);
    expect(body.waiting_orders.results[2]).toMatchObject({
      status: 'not_processed',
      item_count: 3,
      amount: centsToMoney(a),
    });
  });

  it('shows each role its sections: ventas no stock, bodega no money', async () => {
    const ventas = (await get('/api/admin/summary', who.ventas)).json<AdminSummary>();
    expect(ventas.role).toBe('ventas');
    expect(ventas.sales).not.toBeNull();
    expect(ventas.low_stock).toBeNull();
    expect(ventas.waiting_orders.results[0]!.amount).not.toBeNull();

    const bodega = (await get('/api/admin/summary', who.bodega)).json<AdminSummary>();
    expect(bodega.sales).toBeNull();
    expect(bodega.low_stock).not.toBeNull();
    expect(bodega.best_sellers.every((s) => s.amount === null)).toBe(true);
    expect(bodega.waiting_orders.results.every((o) => o.amount === null)).toBe(true);
  });
});

describe('GET /api/admin/inventory', () => {
  it('searches by name or SKU, filters low and out of stock, pages, and shows one product', async () => {
    const tag = `inv${Date.now().toString(36)}`;
    const ids = [];
    for (const [n, q] of [
      ['Martillo', 0],
      ['Máquina', 4],
      ['Martillo grande', 9],
    ] as const)
      ids.push(await createProduct(t.app.db, { name: `${n} ${tag}`, quantity: q }));

    const all = (await get(`/api/admin/inventory?search=${tag}`, who.bodega)).json();
    expect(all.count).toBe(3);
    expect(all.results.map((r: { quantity: number }) => r.quantity)).toEqual([0, 4, 9]);
    expect(all.results[1]).toMatchObject({ id: ids[1], low_stock: true, is_active: true });

    const accents = (await get(`/api/admin/inventory?search=maquina ${tag}`, who.bodega)).json();
    expect(accents.results.map((r: { id: number }) => r.id)).toEqual([ids[1]]);

    const low = (await get(`/api/admin/inventory?search=${tag}&stock=low`, who.bodega)).json();
    expect(low.count).toBe(2);
    const out = (await get(`/api/admin/inventory?search=${tag}&stock=out`, who.bodega)).json();
    expect(out.results.map((r: { id: number }) => r.id)).toEqual([ids[0]]);

    const page2 = (
      await get(`/api/admin/inventory?search=${tag}&page=2&page_size=2`, who.administrador)
    ).json();
    expect(page2).toMatchObject({ count: 3, page: 2, page_size: 2 });
    expect(page2.results.map((r: { id: number }) => r.id)).toEqual([ids[2]]);

    const { sku } = all.results[0];
    const bySku = (await get(`/api/admin/inventory?search=${sku}`, who.bodega)).json();
    expect(bySku.results.map((r: { id: number }) => r.id)).toEqual([ids[0]]);

    const one = await get(`/api/admin/inventory/${ids[2]}`, who.bodega);
    expect(one.json()).toMatchObject({ id: ids[2], quantity: 9, low_stock: false });
    const missing = await get('/api/admin/inventory/999999', who.bodega);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'El producto no existe.', code: 'not_found' });

    const bad = await get('/api/admin/inventory?stock=todo', who.bodega);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ stock: ['Elige un filtro de stock: low u out.'] });
  });
});
