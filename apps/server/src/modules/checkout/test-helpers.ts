import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { seedCheckoutData } from '../../db/seed/checkout-data.js';
import { shippingOptions } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { type Customer, send } from '../cart/test-helpers.js';
import { checkoutFaults } from './checkout-faults.js';

/** Test data for the checkout tests: shipping options, carts, card nonces, addresses. */
export const CARDS = {
  approved: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
};

/** Seeds DESIGN.md's shipping options and coupons; answers the option ids by short name. */
export async function seedShipping(db: Db) {
  await seedCheckoutData(db);
  const rows = await db.select().from(shippingOptions);
  const idOf = (prefix: string) => rows.find((r) => r.name.startsWith(prefix))!.id;
  return {
    pickup: idOf('Retiro'),
    standard: idOf('Envío estándar'),
    national: idOf('Envío nacional'),
    express: idOf('Envío express'),
    galapagos: idOf('Envío a Galápagos'),
  };
}

/** Puts these products and counts in the customer's cart. */
export async function fillCart(
  app: FastifyInstance,
  customer: Customer,
  lines: [number, number][],
) {
  for (const [product_id, count] of lines) {
    const added = await send(app, customer, 'POST', '/api/cart/add-item', { product_id });
    if (added.statusCode !== 201) throw new Error(`add-item: ${added.body}`);
    if (count === 1) continue;
    const updated = await send(app, customer, 'PUT', '/api/cart/update-item', {
      product_id,
      count,
    });
    if (updated.statusCode !== 200) throw new Error(`update-item: ${updated.body}`);
  }
}

/** A single-use nonce for this card from the sandbox card form. */
export async function tokenizeCard(
  app: FastifyInstance,
  customer: Customer,
  card = CARDS.approved,
) {
  const token = await send(app, customer, 'GET', '/api/payment/get-token');
  const res = await send(app, customer, 'POST', '/api/payment/sandbox/tokenize', {
    client_token: token.json().client_token,
    card_number: card,
    exp_month: '12',
    exp_year: String(new Date().getUTCFullYear() + 2),
    cvv: '123',
    cardholder_name: 'ANA PEREZ',
  });
  if (res.statusCode !== 201) throw new Error(`tokenize: ${res.body}`);
  return res.json().nonce as string;
}

export const ADDRESS = {
  full_name: 'Ana Pérez',
  address_line_1: 'Av. 10 de Agosto N37-120',
  address_line_2: 'y Villalengua',
  city: 'Quito',
  state_province_region: 'Pichincha',
  postal_zip_code: '170102',
  country_region: 'Ecuador',
  telephone_number: '0991234567',
};

/** POST make-payment with an Idempotency-Key. */
export function pay(app: FastifyInstance, customer: Customer, key: string, body: object) {
  return send(app, customer, 'POST', '/api/payment/make-payment', body, { 'idempotency-key': key });
}

/** What reconcilePayments needs, from a test app. */
export const reconcilerDeps = (t: TestApp) => ({
  db: t.app.db,
  provider: t.app.paymentProvider,
  taxRate: t.config.taxRate,
  publicUrl: t.config.publicUrl,
  log: t.app.log,
});

/** Makes the next request stop after its charge until `release` is called. */
export function crashAfterCharge() {
  let release!: () => void;
  let reached!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const stopped = new Promise<void>((resolve) => (reached = resolve));
  checkoutFaults.afterCharge = async () => {
    reached();
    await gate;
  };
  return { stopped, release };
}
