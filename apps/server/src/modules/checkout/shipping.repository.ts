import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { shippingOptions } from '../../db/schema/checkout.js';

export type ShippingOptionRow = typeof shippingOptions.$inferSelect;

/**
 * The shipping options in the shop's order (position, then cheapest first); only the active
 * ones, and with `province` only those reaching it (an empty province list reaches everywhere).
 */
export async function selectShippingOptions(
  db: Db | Tx,
  filter: { activeOnly?: boolean; province?: string } = {},
): Promise<ShippingOptionRow[]> {
  const { activeOnly = true, province } = filter;
  return db
    .select()
    .from(shippingOptions)
    .where(
      and(
        activeOnly ? eq(shippingOptions.isActive, true) : undefined,
        province === undefined
          ? undefined
          : sql`(cardinality(${shippingOptions.provinces}) = 0 or ${province} = any(${shippingOptions.provinces}))`,
      ),
    )
    .orderBy(
      asc(shippingOptions.position),
      asc(shippingOptions.priceCents),
      asc(shippingOptions.id),
    );
}

/** The active option with this id (an inactive one cannot be chosen any more). */
export async function selectShippingOptionById(
  db: Db | Tx,
  id: number,
): Promise<ShippingOptionRow | null> {
  const [row] = await db
    .select()
    .from(shippingOptions)
    .where(and(eq(shippingOptions.id, id), eq(shippingOptions.isActive, true)));
  return row ?? null;
}
