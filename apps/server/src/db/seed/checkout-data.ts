import { ECUADOR_PROVINCES } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { coupons, shippingOptions } from '../schema/index.js';

/** DESIGN.md's shipping options; standard shipping is free from $100 of goods. */
export const DEMO_SHIPPING_OPTIONS = [
  {
    name: 'Retiro en tienda - Quito',
    timeToDelivery: 'Listo en 24 h',
    priceCents: 0,
    freeFromCents: null,
    kind: 'pickup',
    provinces: [],
    minDays: 1,
    maxDays: 1,
    position: 0,
  },
  {
    name: 'Envío estándar Quito y valles',
    timeToDelivery: '1-2 días hábiles',
    priceCents: 350,
    freeFromCents: 10_000,
    kind: 'delivery',
    provinces: ['Pichincha'],
    minDays: 1,
    maxDays: 2,
    position: 1,
  },
  {
    name: 'Envío nacional Servientrega',
    timeToDelivery: '2-4 días hábiles',
    priceCents: 650,
    freeFromCents: null,
    kind: 'delivery',
    provinces: ECUADOR_PROVINCES.filter((p) => p !== 'Galápagos'),
    minDays: 2,
    maxDays: 4,
    position: 2,
  },
  {
    name: 'Envío express Quito',
    timeToDelivery: 'Mismo día',
    priceCents: 700,
    freeFromCents: null,
    kind: 'delivery',
    provinces: ['Pichincha'],
    minDays: 0,
    maxDays: 0,
    position: 3,
  },
  {
    name: 'Envío a Galápagos',
    timeToDelivery: '5-10 días hábiles',
    priceCents: 2500,
    freeFromCents: null,
    kind: 'delivery',
    provinces: ['Galápagos'],
    minDays: 5,
    maxDays: 10,
    position: 4,
  },
] satisfies (typeof shippingOptions.$inferInsert)[];

export const DEMO_COUPONS = [
  { name: 'BIENVENIDO10', discountPercentage: 10, perCustomerLimit: 1 },
  { name: 'FERRE5', discountCents: 500, minPurchaseCents: 3_000 },
] satisfies (typeof coupons.$inferInsert)[];

/** Seeds the shipping options and demo coupons of DESIGN.md that are absent (matched by name). */
export async function seedCheckoutData(db: Db): Promise<void> {
  for (const option of DEMO_SHIPPING_OPTIONS) {
    const [existing] = await db
      .select({ id: shippingOptions.id })
      .from(shippingOptions)
      .where(eq(shippingOptions.name, option.name));
    if (!existing) await db.insert(shippingOptions).values(option);
  }
  await db.insert(coupons).values(DEMO_COUPONS).onConflictDoNothing();
}
