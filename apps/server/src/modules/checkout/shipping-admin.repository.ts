import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx, Db } from '../../db/client.js';
import { shippingOptions } from '../../db/schema/checkout.js';
import type { ShippingOptionRow } from './shipping.repository.js';

export type ShippingOptionInsert = typeof shippingOptions.$inferInsert;

/** Every option, active or not, in the shop's order (the back office's list). */
export async function selectAllShippingOptions(db: Db | Tx): Promise<ShippingOptionRow[]> {
  return db
    .select()
    .from(shippingOptions)
    .orderBy(
      asc(shippingOptions.position),
      asc(shippingOptions.priceCents),
      asc(shippingOptions.id),
    );
}

/** The option, locked for an update in this transaction. */
export async function selectShippingOptionForUpdate(
  tx: Db | Tx,
  id: number,
): Promise<ShippingOptionRow | null> {
  const [row] = await tx
    .select()
    .from(shippingOptions)
    .where(eq(shippingOptions.id, id))
    .for('update');
  return row ?? null;
}

/** Is this name (whatever its case) taken by another option? */
export async function shippingNameTaken(
  db: Db | Tx,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: shippingOptions.id })
    .from(shippingOptions)
    .where(
      and(
        sql`lower(${shippingOptions.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(shippingOptions.id, exceptId),
      ),
    );
  return row !== undefined;
}

export async function nextShippingPosition(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${shippingOptions.position}), -1) + 1` })
    .from(shippingOptions);
  return Number(row?.next ?? 0);
}

export async function insertShippingOption(
  tx: Db | Tx,
  values: ShippingOptionInsert,
): Promise<ShippingOptionRow> {
  const [row] = await tx.insert(shippingOptions).values(values).returning();
  return row!;
}

export async function updateShippingOptionRow(
  tx: Db | Tx,
  id: number,
  values: Partial<ShippingOptionInsert>,
): Promise<ShippingOptionRow> {
  const [row] = await tx
    .update(shippingOptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shippingOptions.id, id))
    .returning();
  return row!;
}
