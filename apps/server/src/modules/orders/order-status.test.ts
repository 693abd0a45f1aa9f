import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contract';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct } from '../cart/test-helpers.js';
import { canTransition, changeOrderStatus, stepOf } from './order-status.js';
import { createOrder } from './orders.service.js';

let t: TestApp;
let userId: number;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await createCustomer(t.app.db, t.config.jwtSecret)).id;
  productId = await createProduct(t.app.db);
});
afterAll(() => t.close());

async function newOrder(): Promise<number> {
  const order = await createOrder(
    t.app.db,
    {
      userId,
      amountCents: 1_000,
      subtotalCents: 1_000,
      taxCents: 130,
      shippingName: 'Retiro en tienda - Quito',
      shippingTime: 'Listo en 24 h',
      shippingPriceCents: 0,
      fullName: 'Ana Pérez',
      addressLine1: 'Av. Amazonas',
      city: 'Quito',
      stateProvinceRegion: 'Pichincha',
      postalZipCode: '170102',
      countryRegion: 'Ecuador',
      telephoneNumber: '0991234567',
      chargeId: 'sbx_ch_test',
    },
    [{ productId, name: 'Taladro', thumbnail: '/media/t.webp', priceCents: 1_000, count: 1 }],
  );
  expect(order).toMatchObject({ status: 'not_processed', step: 0 });
  return order.id;
}

describe('order state machine', () => {
  it('allows only the forward steps, and cancelling before shipping', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      'not_processed->processed',
      'not_processed->cancelled',
      'processed->shipped',
      'processed->cancelled',
      'shipped->delivered',
    ]);
    expect(ORDER_STATUSES.map(stepOf)).toEqual([0, 1, 2, 3, 0]);
  });

  it('writes allowed transitions and refuses the others with 409', async () => {
    const id = await newOrder();
    const refuse = async (to: OrderStatus, from: OrderStatus) =>
      expect(changeOrderStatus(t.app.db, id, to)).rejects.toMatchObject({
        code: 'invalid_transition',
        body: { error: `An order cannot go from ${from} to ${to}`, code: 'invalid_transition' },
      });
    await refuse('shipped', 'not_processed');
    await expect(changeOrderStatus(t.app.db, id, 'processed')).resolves.toBe('processed');
    await refuse('processed', 'processed');
    await expect(changeOrderStatus(t.app.db, id, 'cancelled')).resolves.toBe('cancelled');
    await refuse('not_processed', 'cancelled');
    await refuse('shipped', 'cancelled');
  });

  it('lets one of two concurrent changes win', async () => {
    const id = await newOrder();
    const results = await Promise.allSettled([
      changeOrderStatus(t.app.db, id, 'cancelled'),
      changeOrderStatus(t.app.db, id, 'cancelled'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('answers 404 for an unknown order', async () => {
    await expect(changeOrderStatus(t.app.db, 987_654, 'processed')).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
