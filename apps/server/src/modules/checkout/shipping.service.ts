import { asc, eq } from 'drizzle-orm';
import { centsToMoney, CHECKOUT_ERRORS, type ShippingOption } from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { shippingOptions } from '../../db/schema/checkout.js';
import { AppError } from '../../lib/app-error.js';

export type ShippingOptionRow = typeof shippingOptions.$inferSelect;

/** Every shipping option, cheapest first. */
export async function listShippingOptions(db: Db | Tx): Promise<ShippingOptionRow[]> {
  return db
    .select()
    .from(shippingOptions)
    .orderBy(asc(shippingOptions.priceCents), asc(shippingOptions.id));
}

/** The option with this id, or 404 `{"error": "Invalid shipping option"}`. */
export async function requireShippingOption(db: Db | Tx, id: number): Promise<ShippingOptionRow> {
  const [row] = await db.select().from(shippingOptions).where(eq(shippingOptions.id, id));
  if (!row) throw AppError.of('not_found', CHECKOUT_ERRORS.invalidShipping);
  return row;
}

export function toShippingOptionDto(row: ShippingOptionRow): ShippingOption {
  return {
    id: row.id,
    name: row.name,
    time_to_delivery: row.timeToDelivery,
    price: centsToMoney(row.priceCents),
  };
}
