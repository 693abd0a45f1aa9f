// Test helper (used by *.test.ts only): staff accounts and a paid order to work on.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@shop/contract';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { signToken } from '../lib/jwt.js';
import { createCustomer, createProduct, type Customer } from '../modules/cart/test-helpers.js';
import {
  ADDRESS,
  fillCart,
  pay,
  seedShipping,
  tokenizeCard,
} from '../modules/checkout/test-helpers.js';
import { createTestApp, type TestApp } from './app.js';

export interface Caller {
  headers: Record<string, string>;
}

export async function createStaff(db: Db, secret: string, role: StaffRole) {
  const email = `${role}-${randomBytes(4).toString('hex')}@elvolt.ec`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: 'Personal',
      lastName: role,
      passwordHash: 'x',
      isActive: true,
      isStaff: true,
      role,
    })
    .returning({ id: users.id });
  const { token } = await signToken(secret, 'access', user!.id);
  return { id: user!.id, email, headers: { authorization: `JWT ${token}` } };
}

/** anonymous, customer, ventas, bodega, administrador: the callers of the role table. */
export async function callers(db: Db, secret: string) {
  return {
    anonymous: { headers: {} } as Caller,
    customer: await createCustomer(db, secret),
    ventas: await createStaff(db, secret, 'ventas'),
    bodega: await createStaff(db, secret, 'bodega'),
    administrador: await createStaff(db, secret, 'administrador'),
  };
}

/** A customer pays an order of `lines` ([productId, count]); answers the order's transaction id. */
export async function placeOrder(
  app: FastifyInstance,
  customer: Customer,
  lines: [number, number][],
  shippingId: number,
  extra: Record<string, unknown> = {},
): Promise<string> {
  await fillCart(app, customer, lines);
  const nonce = await tokenizeCard(app, customer);
  const res = await pay(app, customer, `k-${randomBytes(6).toString('hex')}`, {
    ...ADDRESS,
    nonce,
    shipping_id: shippingId,
    ...extra,
  });
  if (res.statusCode !== 200) throw new Error(`make-payment: ${res.body}`);
  return res.json().order.transaction_id as string;
}

export { createCustomer, createProduct };

export type Callers = Awaited<ReturnType<typeof callers>>;
export type SeededShipping = Awaited<ReturnType<typeof seedShipping>>;

/**
 * The back-office tests' start: a fresh app, the shipping options and the role table's callers.
 * In a file: `beforeAll(async () => ({ t, shipping, who } = await openStaffApp()));`.
 */
export async function openStaffApp(): Promise<{
  t: TestApp;
  shipping: SeededShipping;
  who: Callers;
}> {
  const t = await createTestApp();
  const shipping = await seedShipping(t.app.db);
  const who = await callers(t.app.db, t.config.jwtSecret);
  return { t, shipping, who };
}
