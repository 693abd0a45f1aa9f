import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema/index.js';
import { type TestApp } from '../../../test/app.js';
import { fillCart, pay, tokenizeCard, ADDRESS } from '../../checkout/test-helpers.js';
import {
  createCustomer,
  createProduct,
  type Callers,
  openStaffApp,
  type SeededShipping,
} from '../../../test/staff.js';

let t: TestApp;
let shipping: SeededShipping;
let who: Callers;
beforeAll(async () => ({ t, shipping, who } = await openStaffApp()));
afterAll(() => t.close());

const adjust = (id: number, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/stock`,
    headers: who.bodega.headers,
    payload: body,
  });
const stockOf = async (id: number) =>
  (await t.app.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('POST /api/admin/products/{id}/stock', () => {
  it('adds and takes units with a reason, lists the movements and audits them', async () => {
    const id = await createProduct(t.app.db, { quantity: 5 });
    const bought = await adjust(id, { change: 12, reason: 'compra' });
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({
      quantity: 17,
      movement: { change: 12, reason: 'compra', quantity_after: 17, by: who.bodega.email },
    });
    const merma = await adjust(id, {
      change: -2,
      reason: 'merma',
      note: '  Caja rota al descargar ',
    });
    expect(merma.json()).toMatchObject({
      quantity: 15,
      movement: { note: 'Caja rota al descargar' },
    });
    expect((await stockOf(id)).quantity).toBe(15);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${id}/stock`,
      headers: who.administrador.headers,
    });
    expect(list.json().results.map((m: { reason: string }) => m.reason)).toEqual([
      'merma',
      'compra',
    ]);
    expect(list.json().results[1].note).toBeNull();
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?entity=product&entity_id=${id}`,
      headers: who.administrador.headers,
    });
    expect(audit.json().results[0]).toMatchObject({
      user_email: who.bodega.email,
      action: 'product.stock',
      before: { quantity: 17 },
      after: { quantity: 15, change: -2, reason: 'merma', note: 'Caja rota al descargar' },
    });
  });

  it('never goes below zero and explains why in Spanish, next to the field', async () => {
    const id = await createProduct(t.app.db, { quantity: 3 });
    const res = await adjust(id, { change: -4, reason: 'ajuste' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      change: ['El stock no puede quedar por debajo de cero (hay 3 unidades).'],
    });
    expect((await stockOf(id)).quantity).toBe(3);
  });

  it('validates the body in Spanish and answers 404 for an unknown product', async () => {
    const bad = await adjust(1, { change: 1.5, reason: 'regalo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      change: ['Indica un número entero de unidades.'],
      reason: ['Elige un motivo: compra, ajuste, devolución o merma.'],
    });
    const missing = await adjust(999_999, { change: 1, reason: 'compra' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'El producto no existe.', code: 'not_found' });
  });

  it('concurrent adjustments and checkouts lose no update and never go below zero', async () => {
    const id = await createProduct(t.app.db, { priceCents: 1_000, quantity: 10 });
    const buyers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const c = await createCustomer(t.app.db, t.config.jwtSecret);
        await fillCart(t.app, c, [[id, 1]]);
        return { c, nonce: await tokenizeCard(t.app, c) };
      }),
    );
    // 12 buyers of 1 unit, +5 compra x4, -3 merma x6, all at once.
    const work = [
      ...buyers.map(({ c, nonce }, i) =>
        pay(t.app, c, `race-${i}`, { ...ADDRESS, nonce, shipping_id: shipping.pickup }),
      ),
      ...Array.from({ length: 4 }, () => adjust(id, { change: 5, reason: 'compra' })),
      ...Array.from({ length: 6 }, () => adjust(id, { change: -3, reason: 'merma' })),
    ];
    const answers = await Promise.all(work);
    const sold = answers.slice(0, 12).filter((a) => a.statusCode === 200).length;
    const added = answers.slice(12, 16).filter((a) => a.statusCode === 200).length;
    const removed = answers.slice(16).filter((a) => a.statusCode === 200).length;
    expect(added).toBe(4);
    for (const a of answers) expect([200, 400, 409]).toContain(a.statusCode);

    const row = await stockOf(id);
    expect(row.quantity).toBe(10 + 5 * added - 3 * removed - sold);
    expect(row.quantity).toBeGreaterThanOrEqual(0);
    expect(row.sold).toBe(sold);

    // The movements add up to the stock: nothing was lost.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${id}/stock?page_size=100`,
      headers: who.bodega.headers,
    });
    const moves = list.json().results as { change: number; quantity_after: number }[];
    expect(moves).toHaveLength(sold + added + removed);
    expect(10 + moves.reduce((s, m) => s + m.change, 0)).toBe(row.quantity);
    expect(moves[0]!.quantity_after).toBe(row.quantity);
    expect(moves.every((m) => m.quantity_after >= 0)).toBe(true);
  });
  it('a scarce product drained by checkouts and mermas at once: each movement follows the last', async () => {
    const id = await createProduct(t.app.db, { priceCents: 1_000, quantity: 6 });
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const c = await createCustomer(t.app.db, t.config.jwtSecret);
        await fillCart(t.app, c, [[id, 1]]);
        return { c, nonce: await tokenizeCard(t.app, c) };
      }),
    );
    // 6 units; 8 buyers of 1, 4 mermas of -2 and one compra of +1 race for them.
    const answers = await Promise.all([
      ...buyers.map(({ c, nonce }, i) =>
        pay(t.app, c, `drain-${i}`, { ...ADDRESS, nonce, shipping_id: shipping.pickup }),
      ),
      ...Array.from({ length: 4 }, () => adjust(id, { change: -2, reason: 'merma' })),
      adjust(id, { change: 1, reason: 'compra' }),
    ]);
    const sold = answers.slice(0, 8).filter((a) => a.statusCode === 200).length;
    const removed = answers.slice(8, 12).filter((a) => a.statusCode === 200).length;
    expect(answers[12]!.statusCode).toBe(200);
    for (const a of answers.slice(8, 12))
      if (a.statusCode !== 200) expect(Object.keys(a.json())).toEqual(['change']);
    const row = await stockOf(id);
    expect(row.quantity).toBe(7 - sold - 2 * removed);
    expect(row.quantity).toBeGreaterThanOrEqual(0);
    // Every refused buyer was refused for stock, not by an error.
    for (const a of answers.slice(0, 8)) expect([200, 409]).toContain(a.statusCode);

    // In ledger order each movement starts where the previous one ended: no lost update.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${id}/stock?page_size=100`,
      headers: who.administrador.headers,
    });
    const moves = (
      list.json().results as {
        change: number;
        quantity_after: number;
        reason: string;
        order_transaction_id: string | null;
      }[]
    )
      .slice()
      .reverse();
    const sales = moves.filter((m) => m.reason === 'venta');
    expect(sales).toHaveLength(sold);
    // Each sale names its order.
    expect(new Set(sales.map((m) => m.order_transaction_id)).size).toBe(sold);
    expect(sales.every((m) => typeof m.order_transaction_id === 'string')).toBe(true);
    let quantity = 6;
    for (const m of moves) {
      expect(m.quantity_after).toBe(quantity + m.change);
      expect(m.quantity_after).toBeGreaterThanOrEqual(0);
      quantity = m.quantity_after;
    }
    expect(quantity).toBe(row.quantity);
  });
});
