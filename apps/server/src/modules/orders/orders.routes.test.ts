import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, type Customer, send } from '../cart/test-helpers.js';
import { ADDRESS, fillCart, pay, seedShipping, tokenizeCard } from '../checkout/test-helpers.js';
import { changeOrderStatus } from './order-status.js';

let t: TestApp;
let ana: Customer;
let beto: Customer;
const placed: { id: number; transaction_id: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const shipping = await seedShipping(t.app.db);
  ana = await createCustomer(t.app.db, t.config.jwtSecret);
  beto = await createCustomer(t.app.db, t.config.jwtSecret);
  for (const [i, priceCents] of [1_000, 2_500].entries()) {
    await fillCart(t.app, ana, [[await createProduct(t.app.db, { priceCents }), 1]]);
    const res = await pay(t.app, ana, `order-${i}`, {
      ...ADDRESS,
      nonce: await tokenizeCard(t.app, ana),
      shipping_id: shipping.national,
    });
    placed.push(res.json().order);
  }
});
afterAll(() => t.close());

describe('GET /api/orders/get-orders', () => {
  it("lists the user's orders, newest first", async () => {
    const res = await send(t.app, ana, 'GET', '/api/orders/get-orders');
    expect(res.statusCode).toBe(200);
    const { orders } = res.json();
    expect(orders.map((o: { transaction_id: string }) => o.transaction_id)).toEqual(
      [...placed].reverse().map((o) => o.transaction_id),
    );
    expect(orders[0]).toMatchObject({
      amount: '31.50',
      shipping_price: '6.50',
      status: 'not_processed',
      step: 0,
      courier: null,
      tracking_number: null,
      payment_method: 'card',
      payment_status: 'pagado',
    });
    expect(orders[0].order_items).toMatchObject([{ price: '25.00', count: 1 }]);
    // API.md's line fields, plus the regular price it was bought at (issue 33, "Precio normal")
    expect(Object.keys(orders[0].order_items[0]).sort()).toEqual(
      [
        'product_id',
        'name',
        'description',
        'get_thumbnail',
        'price',
        'count',
        'compare_price',
      ].sort(),
    );
    expect(Object.keys(orders[0]).sort()).toEqual(
      [
        'id',
        'transaction_id',
        'status',
        'step',
        'amount',
        'shipping_name',
        'shipping_time',
        'shipping_price',
        'full_name',
        'address_line_1',
        'address_line_2',
        'city',
        'state_province_region',
        'postal_zip_code',
        'country_region',
        'telephone_number',
        'date_issued',
        'order_items',
        // extra fields set by the back office when the order ships
        'courier',
        'tracking_number',
        // how it is paid and whether it is (issue 31): a card order is 'card', 'pagado'
        'payment_method',
        'payment_status',
        // the card's diferido (null when paid at once or not by card)
        'deferred_months',
      ].sort(),
    );
  });

  it('answers an empty list to a user without orders, and 401 without a token', async () => {
    expect((await send(t.app, beto, 'GET', '/api/orders/get-orders')).json()).toEqual({
      orders: [],
    });
    expect((await t.app.inject('/api/orders/get-orders')).statusCode).toBe(401);
  });
});

describe('GET /api/orders/get-order/:transaction_id', () => {
  it('answers the order to its owner', async () => {
    const res = await send(t.app, ana, 'GET', `/api/orders/get-order/${placed[0]!.transaction_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ id: placed[0]!.id, amount: '16.50', city: 'Quito' });
  });

  it("answers 404 for another user's order and for an unknown id", async () => {
    for (const id of [placed[0]!.transaction_id, 'EV-NOEXISTE1234']) {
      const res = await send(t.app, beto, 'GET', `/api/orders/get-order/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: 'Order with this transaction ID does not exist',
        code: 'not_found',
      });
    }
    expect(
      (await t.app.inject(`/api/orders/get-order/${placed[0]!.transaction_id}`)).statusCode,
    ).toBe(401);
  });

  it('shows the status and step the state machine wrote', async () => {
    const { id, transaction_id } = placed[1]!;
    const read = async () =>
      (await send(t.app, ana, 'GET', `/api/orders/get-order/${transaction_id}`)).json().order;
    await changeOrderStatus(t.app.db, id, 'processed');
    expect(await read()).toMatchObject({ status: 'processed', step: 1 });
    await changeOrderStatus(t.app.db, id, 'shipped');
    expect(await read()).toMatchObject({ status: 'shipped', step: 2 });
    await changeOrderStatus(t.app.db, id, 'delivered');
    expect(await read()).toMatchObject({ status: 'delivered', step: 3 });
  });
});
