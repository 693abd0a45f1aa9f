import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { shippingOptions } from '../../db/schema/checkout.js';

export type ShippingOptionRow = typeof shippingOptions.$inferSelect;

/** Every shipping option, cheapest first. */
export async function selectShippingOptions(db: Db | Tx): Promise<ShippingOptionRow[]> {
  return db
    .select()
    .from(shippingOptions)
    .orderBy(asc(shippingOptions.priceCents), asc(shippingOptions.id));
}

export async function selectShippingOptionById(
  db: Db | Tx,
  id: number,
): Promise<ShippingOptionRow | null> {
  const [row] = await db.select().from(shippingOptions).where(eq(shippingOptions.id, id));
  return row ?? null;
}
