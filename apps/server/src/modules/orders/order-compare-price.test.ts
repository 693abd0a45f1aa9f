import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callers } from '../../test/staff.js';
import { createCustomer, createProduct, send } from '../cart/test-helpers.js';
import { ADDRESS, fillCart, pay, seedShipping, tokenizeCard } from '../checkout/test-helpers.js';
import { placeLater, SETTINGS } from '../checkout/later/test-helpers.js';

// "Precio normal" of an order (issue 33): each line keeps the regular (compare-at) price it was
// bought at, whatever the product's price does later, for the card and the methods paid later.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
  const staff = await callers(t.app.db, t.config.jwtSecret);
  const res = await send(
    t.app,
    staff.administrador,
    'PUT',
    '/api/admin/payment-settings',
    SETTINGS,
  );
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

/** A product on sale: USD 8.00, regular price USD 12.50. */
const onSale = () => createProduct(t.app.db, { priceCents: 800, comparePriceCents: 1_250 });

/** The sale ends: the product goes back to its regular price. */
const endSale = (id: number) =>
  t.app.db
    .update(products)
    .set({ priceCents: 1_250, comparePriceCents: 1_250 })
    .where(eq(products.id, id));

async function linesOf(customer: Awaited<ReturnType<typeof createCustomer>>, tid: string) {
  const res = await send(t.app, customer, 'GET', `/api/orders/get-order/${tid}/detail`);
  expect(res.statusCode).toBe(200);
  return res.json().order.order_items;
}

describe('an order line keeps its regular price', () => {
  it('paid by card: the order answers it and it stays after the sale ends', async () => {
    const ana = await createCustomer(t.app.db, t.config.jwtSecret);
    const sale = await onSale();
    const plain = await createProduct(t.app.db, { priceCents: 500, comparePriceCents: 500 });
    await fillCart(t.app, ana, [
      [sale, 2],
      [plain, 1],
    ]);
    const res = await pay(t.app, ana, 'compare-card', {
      ...ADDRESS,
      nonce: await tokenizeCard(t.app, ana),
      shipping_id: shipping.national,
    });
    expect(res.statusCode).toBe(200);
    const { order } = res.json();
    expect(order.order_items).toMatchObject([
      { product_id: sale, price: '8.00', compare_price: '12.50', count: 2 },
      { product_id: plain, price: '5.00', compare_price: '5.00', count: 1 },
    ]);

    await endSale(sale);
    expect(await linesOf(ana, order.transaction_id)).toMatchObject([
      { price: '8.00', compare_price: '12.50' },
      { price: '5.00', compare_price: '5.00' },
    ]);
    const list = await send(t.app, ana, 'GET', '/api/orders/get-orders');
    expect(list.json().orders[0].order_items[0]).toMatchObject({ compare_price: '12.50' });
  });

  it.each(['transferencia', 'contra_entrega', 'al_retirar'])(
    'paid later (%s) as well',
    async (method) => {
      const beto = await createCustomer(t.app.db, t.config.jwtSecret);
      const sale = await onSale();
      const shippingId = method === 'al_retirar' ? shipping.pickup : shipping.standard;
      const res = await placeLater(t.app, beto, [[sale, 1]], shippingId, method);
      expect(res.statusCode).toBe(200);
      await endSale(sale);
      expect(await linesOf(beto, res.json().order.transaction_id)).toMatchObject([
        { price: '8.00', compare_price: '12.50' },
      ]);
    },
  );
});
