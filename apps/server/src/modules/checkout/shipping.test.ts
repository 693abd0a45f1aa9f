import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_PICKUP } from '@shop/contract';
import { orders, products } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, send } from '../cart/test-helpers.js';
import { ADDRESS, fillCart, pay, seedShipping, tokenizeCard } from './test-helpers.js';

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t.close());

const namesFor = async (query = '') => {
  const res = await t.app.inject(`/api/shipping/get-shipping-options${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().shipping_options.map((o: { name: string }) => o.name) as string[];
};

/** A customer with one $20.00 product in the cart and a card nonce. */
async function buyer() {
  const c = await createCustomer(t.app.db, t.config.jwtSecret);
  const id = await createProduct(t.app.db, { priceCents: 2_000, quantity: 5 });
  await fillCart(t.app, c, [[id, 1]]);
  return { c, id, nonce: await tokenizeCard(t.app, c) };
}

describe('GET /api/shipping/get-shipping-options?province=', () => {
  it('answers every active option with its kind, provinces and promised window', async () => {
    const res = await t.app.inject('/api/shipping/get-shipping-options');
    const [pickup, standard] = res.json().shipping_options;
    expect(pickup).toMatchObject({
      name: 'Retiro en tienda - Quito',
      kind: 'pickup',
      provinces: [],
      min_days: 1,
      max_days: 1,
      free_from: null,
    });
    expect(pickup.delivery_window.text).toMatch(/^Listo para retirar desde el \S+ \d+/);
    expect(standard).toMatchObject({
      kind: 'delivery',
      provinces: ['Pichincha'],
      free_from: '100.00',
    });
    expect(standard.delivery_window.text).toMatch(/^Llega entre el \S+ \d+.* y el \S+ \d+/);
    expect(standard.delivery_window.from <= standard.delivery_window.to).toBe(true);
  });

  it.each([
    [
      'Pichincha',
      [
        'Retiro en tienda - Quito',
        'Envío estándar Quito y valles',
        'Envío nacional Servientrega',
        'Envío express Quito',
      ],
    ],
    ['Guayas', ['Retiro en tienda - Quito', 'Envío nacional Servientrega']],
    ['galapagos', ['Retiro en tienda - Quito', 'Envío a Galápagos']],
  ])('%s gets only the options reaching it', async (province, names) => {
    expect(await namesFor(`?province=${encodeURIComponent(province)}`)).toEqual(names);
  });

  it('refuses an unknown province in Spanish', async () => {
    const res = await t.app.inject('/api/shipping/get-shipping-options?province=Narnia');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      province: ['Selecciona una de las 24 provincias del Ecuador.'],
    });
  });
});

describe('the province at get-payment-total and make-payment', () => {
  it('get-payment-total refuses a Quito option for Galápagos and prices the Galápagos one', async () => {
    const { c } = await buyer();
    const refused = await send(
      t.app,
      c,
      'GET',
      `/api/payment/get-payment-total?shipping_id=${shipping.standard}&province=Gal%C3%A1pagos`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      shipping_id: ['Esta opción de envío no llega a Galápagos.'],
    });
    const ok = await send(
      t.app,
      c,
      'GET',
      `/api/payment/get-payment-total?shipping_id=${shipping.galapagos}&province=Gal%C3%A1pagos`,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ shipping_cost: '25.00', total_amount: '45.00' });
  });

  it('make-payment refuses the Quito option for a Galápagos address and charges nothing', async () => {
    const { c, id, nonce } = await buyer();
    const res = await pay(t.app, c, 'galapagos-1', {
      ...ADDRESS,
      city: 'Puerto Ayora',
      state_province_region: 'Galápagos',
      postal_zip_code: '200102',
      nonce,
      shipping_id: shipping.express,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ shipping_id: ['Esta opción de envío no llega a Galápagos.'] });
    const [row] = await t.app.db.select().from(products).where(eq(products.id, id));
    expect(row!.quantity).toBe(5);
  });

  it('a delivery option still requires every address field but the postal code', async () => {
    const { c, nonce } = await buyer();
    const res = await pay(t.app, c, 'delivery-no-address', {
      full_name: 'Ana Pérez',
      telephone_number: '0991234567',
      nonce,
      shipping_id: shipping.national,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      address_line_1: ['This field is required.'],
      city: ['This field is required.'],
      state_province_region: ['This field is required.'],
      country_region: ['This field is required.'],
    });
  });

  it('a delivery order needs no postal code (issue 33)', async () => {
    const { c, nonce } = await buyer();
    const res = await pay(t.app, c, 'delivery-no-postal', {
      ...ADDRESS,
      postal_zip_code: '',
      nonce,
      shipping_id: shipping.national,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.postal_zip_code).toBe('');
  });

  it('store pickup pays without an address; the order keeps the store as its address', async () => {
    const { c, nonce } = await buyer();
    const res = await pay(t.app, c, 'pickup-1', {
      full_name: 'Ana Pérez',
      telephone_number: '0991234567',
      nonce,
      shipping_id: shipping.pickup,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ amount: '20.00', shipping_price: '0.00' });
    const [order] = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.transactionId, res.json().order.transaction_id));
    expect(order).toMatchObject({
      fullName: 'Ana Pérez',
      telephoneNumber: '0991234567',
      addressLine1: STORE_PICKUP.address,
      addressLine2: 'Retiro en tienda',
      city: 'Quito',
      stateProvinceRegion: 'Pichincha',
      shippingName: 'Retiro en tienda - Quito',
    });
  });

  it('the Galápagos option pays for a Galápagos address at its own price', async () => {
    const { c, nonce } = await buyer();
    const res = await pay(t.app, c, 'galapagos-2', {
      ...ADDRESS,
      city: 'Puerto Baquerizo Moreno',
      state_province_region: 'Galapagos',
      postal_zip_code: '200101',
      nonce,
      shipping_id: shipping.galapagos,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ amount: '45.00', shipping_price: '25.00' });
  });
});
