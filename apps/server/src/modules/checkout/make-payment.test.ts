import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MakePaymentBodySchema } from '@shop/contract';
import {
  coupons,
  idempotencyKeys,
  mailQueue,
  products,
  sandboxCharges,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, type Customer, send } from '../cart/test-helpers.js';
import { hashRequest } from './idempotency.js';
import { ADDRESS, CARDS, fillCart, pay, seedShipping, tokenizeCard } from './test-helpers.js';

let t: TestApp;
let shipping: Awaited<ReturnType<typeof seedShipping>>;
beforeAll(async () => {
  t = await createTestApp();
  shipping = await seedShipping(t.app.db);
});
afterAll(() => t.close());

const stockOf = async (id: number) => {
  const [row] = await t.app.db.select().from(products).where(eq(products.id, id));
  return { quantity: row!.quantity, sold: row!.sold };
};
const cartSize = async (c: Customer) =>
  (await send(t.app, c, 'GET', '/api/cart/get-item-total')).json().total_items;
const chargeCount = async () =>
  (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(sandboxCharges))[0]!.n;

/** A customer with two products in the cart: 2 x $45.50 and 1 x $19.99. */
async function buyer() {
  const c = await createCustomer(t.app.db, t.config.jwtSecret);
  const drill = await createProduct(t.app.db, {
    name: 'Taladro percutor 1/2" 750 W',
    priceCents: 4_550,
    quantity: 5,
  });
  const cable = await createProduct(t.app.db, {
    name: 'Cable THHN 12 AWG rollo 100 m',
    priceCents: 1_999,
    quantity: 3,
  });
  await fillCart(t.app, c, [
    [drill, 2],
    [cable, 1],
  ]);
  return { c, drill, cable };
}

describe('POST /api/payment/make-payment', () => {
  it('charges, creates the order, moves stock, counts the coupon, empties the cart and queues the e-mail', async () => {
    const { c, drill, cable } = await buyer();
    const nonce = await tokenizeCard(t.app, c);
    const res = await pay(t.app, c, 'order-1', {
      ...ADDRESS,
      telephone_number: '099 123 4567',
      state_province_region: 'pichincha',
      nonce,
      shipping_id: shipping.standard,
      coupon_name: 'bienvenido10',
    });
    expect(res.statusCode).toBe(200);
    const { success, order } = res.json();
    expect(success).toBe('Transaction successful and order was created');
    // goods 110.99; 10% = 11.10; after 99.89 (< 100): standard shipping 3.50
    expect(order).toMatchObject({
      transaction_id: expect.stringMatching(/^EV-[A-Z2-9]{12}$/),
      status: 'not_processed',
      step: 0,
      amount: '103.39',
      shipping_name: 'Envío estándar Quito y valles',
      shipping_time: '1-2 días hábiles',
      shipping_price: '3.50',
      full_name: 'Ana Pérez',
      address_line_1: 'Av. 10 de Agosto N37-120',
      address_line_2: 'y Villalengua',
      city: 'Quito',
      state_province_region: 'Pichincha',
      postal_zip_code: '170102',
      country_region: 'Ecuador',
      telephone_number: '0991234567',
      order_items: [
        {
          product_id: drill,
          name: 'Taladro percutor 1/2" 750 W',
          price: '45.50',
          count: 2,
          description: '<p>Taladro de prueba</p>',
        },
        { product_id: cable, name: 'Cable THHN 12 AWG rollo 100 m', price: '19.99', count: 1 },
      ],
    });
    expect(order.order_items[0].get_thumbnail).toMatch(/^\/media\/products\//);
    expect(new Date(order.date_issued).toISOString()).toBe(order.date_issued);

    expect(await stockOf(drill)).toEqual({ quantity: 3, sold: 2 });
    expect(await stockOf(cable)).toEqual({ quantity: 2, sold: 1 });
    expect(await cartSize(c)).toBe(0);
    const [coupon] = await t.app.db.select().from(coupons).where(eq(coupons.name, 'BIENVENIDO10'));
    expect(coupon!.timesUsed).toBe(1);
    const [charge] = await t.app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.nonce, nonce));
    expect(charge).toMatchObject({ amountCents: 10_339, status: 'captured' });

    const mails = await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, c.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `Confirmación de tu pedido ${order.transaction_id} - Ferretería El Volt`,
    );
    for (const text of [
      order.transaction_id,
      '2 x Taladro percutor 1/2" 750 W: $45.50 c/u = $91.00',
      '1 x Cable THHN 12 AWG rollo 100 m: $19.99 c/u = $19.99',
      'Subtotal: $110.99',
      'Descuento (BIENVENIDO10): -$11.10',
      'Envío (Envío estándar Quito y valles): $3.50',
      'Total pagado: $103.39',
      'IVA incluido (15%): $13.03',
      'http://shop.test/dashboard/payments',
    ])
      expect(mails[0]!.text).toContain(text);
    expect(mails[0]!.html).toContain('Taladro percutor 1/2&#34; 750 W');
  });

  it('replays the first answer for the same key and body, and refuses the key with another body', async () => {
    const { c } = await buyer();
    const body = { ...ADDRESS, nonce: await tokenizeCard(t.app, c), shipping_id: shipping.pickup };
    const first = await pay(t.app, c, 'replay-key', body);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const charges = await chargeCount();
    const again = await pay(t.app, c, 'replay-key', body);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await chargeCount()).toBe(charges);

    const other = await pay(t.app, c, 'replay-key', { ...body, city: 'Cumbayá' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      error: 'This Idempotency-Key was already used with a different request',
      code: 'idempotency_key_reused',
    });
    const orders = (await send(t.app, c, 'GET', '/api/orders/get-orders')).json().orders;
    expect(orders).toHaveLength(1);
  });

  it.each([
    ['declined', CARDS.declined, 'card_declined'],
    ['insufficient funds', CARDS.insufficientFunds, 'insufficient_funds'],
  ])('answers 402 for a %s card and changes nothing', async (_label, number, code) => {
    const { c, drill, cable } = await buyer();
    const charges = await chargeCount();
    const res = await pay(t.app, c, `fail-${number.replace(/\s/g, '')}`, {
      ...ADDRESS,
      nonce: await tokenizeCard(t.app, c, number),
      shipping_id: shipping.express,
      coupon_name: 'FERRE5',
    });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toEqual({ error: 'Transaction failed', code });
    expect(await stockOf(drill)).toEqual({ quantity: 5, sold: 0 });
    expect(await stockOf(cable)).toEqual({ quantity: 3, sold: 0 });
    expect(await cartSize(c)).toBe(2);
    expect(await chargeCount()).toBe(charges);
    expect((await send(t.app, c, 'GET', '/api/orders/get-orders')).json()).toEqual({ orders: [] });
    const [ferre] = await t.app.db.select().from(coupons).where(eq(coupons.name, 'FERRE5'));
    expect(ferre!.timesUsed).toBe(0);
    expect(await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, c.email))).toEqual([]);

    const retry = await pay(t.app, c, 'retry', {
      ...ADDRESS,
      nonce: await tokenizeCard(t.app, c),
      shipping_id: shipping.express,
    });
    expect(retry.statusCode).toBe(200);
  });

  it('validates the Ecuadorian address', async () => {
    const { c } = await buyer();
    const base = { ...ADDRESS, nonce: 'sbx_nonce_x', shipping_id: shipping.standard };
    const cases: [object, Record<string, string[]>][] = [
      [
        { state_province_region: 'Lima' },
        { state_province_region: ['Selecciona una de las 24 provincias del Ecuador.'] },
      ],
      [
        { telephone_number: '12345' },
        {
          telephone_number: [
            'Ingresa un teléfono de Ecuador válido, por ejemplo 0991234567 o 022456789.',
          ],
        },
      ],
      [
        { telephone_number: '0812345678' },
        {
          telephone_number: [
            'Ingresa un teléfono de Ecuador válido, por ejemplo 0991234567 o 022456789.',
          ],
        },
      ],
      [
        { postal_zip_code: '1701' },
        { postal_zip_code: ['El código postal debe tener 6 dígitos, por ejemplo 170102.'] },
      ],
      [
        { country_region: 'Perú' },
        { country_region: ['Solo realizamos envíos dentro de Ecuador.'] },
      ],
      [{ full_name: '  ' }, { full_name: ['This field may not be blank.'] }],
      [{ city: undefined }, { city: ['This field is required.'] }],
      [{ shipping_id: 'x' }, { shipping_id: ['A valid integer is required.'] }],
    ];
    for (const [overrides, errors] of cases) {
      const res = await pay(t.app, c, 'validation', { ...base, ...overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    for (const phone of ['+593 99 123 4567', '(02) 245-6789', '072345678', '+59322456789']) {
      const res = await pay(t.app, c, `phone-${phone}`, { ...base, telephone_number: phone });
      expect(res.json(), phone).not.toHaveProperty('telephone_number');
    }
  });

  it('says an over-long or malformed Idempotency-Key is so, and needs a token', async () => {
    const { c } = await buyer();
    const chargesBefore = await chargeCount();
    const body = {
      ...ADDRESS,
      nonce: await tokenizeCard(t.app, c),
      shipping_id: shipping.standard,
    };
    const long = await pay(t.app, c, 'k'.repeat(256), body);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      error: 'La cabecera Idempotency-Key es demasiado larga: máximo 255 caracteres.',
      code: 'invalid_input',
    });
    const spaced = await pay(t.app, c, 'dos palabras', body);
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json()).toEqual({
      error: 'La cabecera Idempotency-Key solo admite letras, números y signos ASCII visibles.',
      code: 'invalid_input',
    });
    expect(await chargeCount()).toBe(chargesBefore);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payment/make-payment',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an empty cart or an unknown option, 409 for missing stock, 400 for a spent nonce', async () => {
    const empty = await createCustomer(t.app.db, t.config.jwtSecret);
    const emptyRes = await pay(t.app, empty, 'e', {
      ...ADDRESS,
      nonce: await tokenizeCard(t.app, empty),
      shipping_id: shipping.standard,
    });
    expect(emptyRes.statusCode).toBe(404);
    expect(emptyRes.json()).toEqual({ error: 'Need to have items in cart', code: 'cart_empty' });

    const { c, drill } = await buyer();
    const nonce = await tokenizeCard(t.app, c);
    const badOption = await pay(t.app, c, 'o', { ...ADDRESS, nonce, shipping_id: 424_242 });
    expect(badOption.statusCode).toBe(404);
    expect(badOption.json()).toEqual({
      error: 'Invalid shipping option',
      code: 'shipping_invalid',
    });

    await t.app.db.update(products).set({ quantity: 1 }).where(eq(products.id, drill));
    const stock = await pay(t.app, c, 's', { ...ADDRESS, nonce, shipping_id: shipping.standard });
    expect(stock.statusCode).toBe(409);
    expect(stock.json()).toEqual({
      error: 'Not enough of this item in stock',
      code: 'out_of_stock',
    });
    expect(await cartSize(c)).toBe(2);

    await t.app.db.update(products).set({ quantity: 5 }).where(eq(products.id, drill));
    expect(
      (await pay(t.app, c, 'n1', { ...ADDRESS, nonce, shipping_id: shipping.standard })).statusCode,
    ).toBe(200);
    const second = await buyer();
    const spent = await pay(t.app, second.c, 'n2', {
      ...ADDRESS,
      nonce,
      shipping_id: shipping.standard,
    });
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toEqual({
      nonce: [
        'La autorización de la tarjeta expiró o ya fue usada. Ingresa los datos de la tarjeta de nuevo.',
      ],
    });
  });

  it('takes over a key left unfinished by a crashed process', async () => {
    const { c } = await buyer();
    const body = { ...ADDRESS, nonce: await tokenizeCard(t.app, c), shipping_id: shipping.pickup };
    await t.app.db.insert(idempotencyKeys).values({
      userId: c.id,
      key: 'crashed',
      requestHash: hashRequest(MakePaymentBodySchema.parse(body)),
      createdAt: new Date(Date.now() - 3 * 60_000),
    });
    const res = await pay(t.app, c, 'crashed', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().order.amount).toBe('110.99');
  });
});
