import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@shop/contract';
import { coupons, orders, products, sandboxCharges, users } from '../../db/schema/index.js';
import { type TestApp } from '../../test/app.js';
import {
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

const inject = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function newOrder(count = 2, extra: Record<string, unknown> = {}) {
  const customer = await createCustomer(t.app.db, t.config.jwtSecret);
  const product = await createProduct(t.app.db, { priceCents: 4_550, quantity: 10 });
  const transactionId = await placeOrder(
    t.app,
    customer,
    [[product, count]],
    shipping.standard,
    extra,
  );
  return { customer, product, transactionId };
}

const setStatus = (tid: string, body: object) =>
  inject('POST', `/api/admin/orders/${tid}/status`, who.ventas.headers, body);

const stockOf = async (id: number) =>
  (await t.app.db.select().from(products).where(eq(products.id, id)))[0]!;

async function forceStatus(tid: string, status: OrderStatus) {
  await t.app.db.update(orders).set({ status }).where(eq(orders.transactionId, tid));
}

describe('admin order endpoints: who may call them', () => {
  const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
  const UNAUTHENTICATED = { detail: 'Authentication credentials were not provided.' };

  // endpoint -> roles that may use it (administrador always may)
  const table: [string, 'GET' | 'POST', string, object | undefined, string[]][] = [
    ['me', 'GET', '/api/admin/me', undefined, ['ventas', 'bodega', 'administrador']],
    ['orders', 'GET', '/api/admin/orders', undefined, ['ventas', 'administrador']],
    ['order', 'GET', '/api/admin/orders/{tid}', undefined, ['ventas', 'administrador']],
    [
      'order status',
      'POST',
      '/api/admin/orders/{tid}/status',
      { status: 'delivered' },
      ['ventas', 'administrador'],
    ],
    [
      'stock list',
      'GET',
      '/api/admin/products/{pid}/stock',
      undefined,
      ['bodega', 'administrador'],
    ],
    [
      'stock adjust',
      'POST',
      '/api/admin/products/{pid}/stock',
      { change: 0 },
      ['bodega', 'administrador'],
    ],
    ['audit', 'GET', '/api/admin/audit', undefined, ['administrador']],
  ];

  it.each(table)('%s', async (_name, method, path, body, allowed) => {
    const { transactionId, product } = await newOrder(1);
    const url = path.replace('{tid}', transactionId).replace('{pid}', String(product));
    for (const role of ['anonymous', 'customer', 'ventas', 'bodega', 'administrador'] as const) {
      const res = await inject(method, url, who[role].headers, body);
      if (role === 'anonymous') {
        expect(res.statusCode, role).toBe(401);
        expect(res.json()).toEqual(UNAUTHENTICATED);
      } else if (!allowed.includes(role)) {
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
      } else {
        // Allowed: anything but a refusal (a 400/409 from the body is still "let in").
        expect([200, 400, 409], `${role} ${url}: ${res.body}`).toContain(res.statusCode);
      }
    }
  });

  it('a customer learns nothing about an order that does not exist', async () => {
    const res = await inject('GET', '/api/admin/orders/EV-NOPE', who.customer.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });
});

describe('GET /api/admin/orders', () => {
  it("shows a guest's order under the buyer's name from the order (issue 33)", async () => {
    const guest = await newOrder(1);
    // A guest account has no name of its own; the order carries the buyer's.
    await t.app.db
      .update(users)
      .set({ firstName: '', lastName: '' })
      .where(eq(users.id, guest.customer.id));
    await t.app.db
      .update(orders)
      .set({ fullName: 'Luis Guamán' })
      .where(eq(orders.transactionId, guest.transactionId));
    const res = await inject(
      'GET',
      `/api/admin/orders?search=${guest.transactionId}`,
      who.ventas.headers,
    );
    expect(res.json().results[0]).toMatchObject({
      transaction_id: guest.transactionId,
      customer_name: 'Luis Guamán',
    });
  });

  it('searches by transaction id, e-mail and name, filters by status and day, paginates', async () => {
    const a = await newOrder(1);
    const b = await newOrder(1);
    await forceStatus(b.transactionId, 'processed');
    const list = (q: string) =>
      inject('GET', `/api/admin/orders?${q}`, who.ventas.headers).then((r) => r.json());

    const byTid = await list(`search=${a.transactionId.toLowerCase()}`);
    expect(byTid.count).toBe(1);
    expect(byTid.results[0]).toMatchObject({
      transaction_id: a.transactionId,
      status: 'not_processed',
      customer_email: a.customer.email,
      customer_name: 'Ana Pérez',
      item_count: 1,
      amount: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect((await list(`search=${b.customer.email}`)).results[0].transaction_id).toBe(
      b.transactionId,
    );
    const processed = await list('status=processed');
    expect(processed.results.map((o: { transaction_id: string }) => o.transaction_id)).toContain(
      b.transactionId,
    );
    expect(processed.results.every((o: { status: string }) => o.status === 'processed')).toBe(true);
    const page = await list('page=1&page_size=1');
    expect(page.results).toHaveLength(1);
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect((await list('date_to=2000-01-01')).count).toBe(0);
    const bad = await inject('GET', '/api/admin/orders?date_from=ayer', who.ventas.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ date_from: ['Usa el formato AAAA-MM-DD.'] });
  });
});

describe('POST /api/admin/orders/{transaction_id}/status', () => {
  it('walks an order to delivered: history, e-mails, courier and tracking for the customer', async () => {
    const { customer, transactionId } = await newOrder(1);
    expect((await setStatus(transactionId, { status: 'processed' })).statusCode).toBe(200);

    const missing = await setStatus(transactionId, { status: 'shipped' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      courier: ['Indica la empresa de transporte.'],
      tracking_number: ['Indica el número de guía.'],
    });

    const shipped = await setStatus(transactionId, {
      status: 'shipped',
      courier: 'Servientrega',
      tracking_number: 'SE-123456',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().order).toMatchObject({
      status: 'shipped',
      step: 2,
      courier: 'Servientrega',
      tracking_number: 'SE-123456',
    });
    expect(shipped.json().next_statuses).toEqual(['delivered']);

    // The customer's own order view shows the step, courier and tracking number.
    const mine = await inject('GET', `/api/orders/get-order/${transactionId}`, customer.headers);
    expect(mine.json().order).toMatchObject({
      status: 'shipped',
      step: 2,
      courier: 'Servientrega',
      tracking_number: 'SE-123456',
    });

    const delivered = await setStatus(transactionId, { status: 'delivered' });
    expect(delivered.json().order.step).toBe(3);
    expect(delivered.json().history).toEqual([
      expect.objectContaining({
        from_status: 'not_processed',
        to_status: 'processed',
        by: who.ventas.email,
      }),
      expect.objectContaining({
        from_status: 'processed',
        to_status: 'shipped',
        courier: 'Servientrega',
        tracking_number: 'SE-123456',
      }),
      expect.objectContaining({ from_status: 'shipped', to_status: 'delivered' }),
    ]);

    const mails = await t.app.db.execute(
      sql`SELECT subject, text FROM mail_queue WHERE "to" = ${customer.email} ORDER BY id`,
    );
    const rows = (mails as unknown as { rows: { subject: string; text: string }[] }).rows;
    expect(rows.map((m) => m.subject).slice(1)).toEqual([
      `Tu pedido ${transactionId}: En preparación`,
      `Tu pedido ${transactionId}: Enviado`,
      `Tu pedido ${transactionId}: Entregado`,
    ]);
    expect(rows[2]!.text).toContain(
      'Empresa de transporte: Servientrega. Número de guía: SE-123456.',
    );

    const audit = await inject(
      'GET',
      `/api/admin/audit?entity=order&entity_id=${transactionId}`,
      who.administrador.headers,
    );
    expect(audit.json().count).toBe(3);
    expect(audit.json().results[0]).toMatchObject({
      user_email: who.ventas.email,
      action: 'order.status',
      before: { status: 'shipped' },
      after: { status: 'delivered' },
    });
  });

  const ALL: OrderStatus[] = ['not_processed', 'processed', 'shipped', 'delivered', 'cancelled'];
  const ALLOWED = new Set([
    'not_processed>processed',
    'not_processed>cancelled',
    'processed>shipped',
    'processed>cancelled',
    'shipped>delivered',
  ]);
  const NAMES: Record<OrderStatus, string> = {
    not_processed: 'recibido',
    processed: 'en preparación',
    shipped: 'enviado',
    delivered: 'entregado',
    cancelled: 'cancelado',
  };
  const pairs = ALL.flatMap((from) => ALL.map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s', async (from, to) => {
    const { transactionId } = await newOrder(1);
    await forceStatus(transactionId, from);
    const res = await setStatus(transactionId, {
      status: to,
      courier: 'Tramaco',
      tracking_number: 'TR-1',
    });
    if (ALLOWED.has(`${from}>${to}`)) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order.status).toBe(to);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: `Un pedido ${NAMES[from]} no puede pasar a ${NAMES[to]}.`,
        code: 'invalid_transition',
      });
      const [row] = await t.app.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.transactionId, transactionId));
      expect(row!.status).toBe(from);
    }
  });

  it.each(['not_processed', 'processed'] as const)(
    'cancelling from %s puts the stock back, gives back the coupon use and voids the charge',
    async (from) => {
      const [coupon] = await t.app.db
        .select()
        .from(coupons)
        .where(sql`lower(${coupons.name}) = 'bienvenido10'`);
      const { product, transactionId } = await newOrder(3, { coupon_name: 'bienvenido10' });
      await forceStatus(transactionId, from);
      const usedBefore = (
        await t.app.db.select().from(coupons).where(eq(coupons.id, coupon!.id))
      )[0]!.timesUsed;
      expect(await stockOf(product)).toMatchObject({ quantity: 7, sold: 3 });

      const res = await setStatus(transactionId, { status: 'cancelled' });
      expect(res.statusCode).toBe(200);
      expect(res.json().order).toMatchObject({ status: 'cancelled', step: 0 });
      expect(await stockOf(product)).toMatchObject({ quantity: 10, sold: 0 });
      const usedAfter = (
        await t.app.db.select().from(coupons).where(eq(coupons.id, coupon!.id))
      )[0]!.timesUsed;
      expect(usedAfter).toBe(usedBefore - 1);
      const chargeId = res.json().payment.charge_id;
      const [charge] = await t.app.db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.id, chargeId));
      expect(charge!.status).toBe('voided');

      const movements = await inject(
        'GET',
        `/api/admin/products/${product}/stock`,
        who.bodega.headers,
      );
      expect(
        movements
          .json()
          .results.map((m: { reason: string; change: number }) => [m.reason, m.change]),
      ).toEqual([
        ['cancelación', 3],
        ['venta', -3],
      ]);
      expect(movements.json().results[0].order_transaction_id).toBe(transactionId);

      // A second cancel is refused and moves nothing.
      const again = await setStatus(transactionId, { status: 'cancelled' });
      expect(again.statusCode).toBe(409);
      expect(await stockOf(product)).toMatchObject({ quantity: 10, sold: 0 });
    },
  );

  it('an unknown order is a 404 in Spanish', async () => {
    const res = await setStatus('EV-NOPE', { status: 'processed' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'No existe un pedido con este número de transacción.',
      code: 'not_found',
    });
  });
});
