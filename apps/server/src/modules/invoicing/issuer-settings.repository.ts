import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { type IssuerData, invoicingSettings } from '../../db/schema/invoicing.js';

export type IssuerSettingsRow = typeof invoicingSettings.$inferSelect;

export async function selectIssuerSettings(db: Db | Tx): Promise<IssuerSettingsRow | null> {
  const [row] = await db.select().from(invoicingSettings).where(eq(invoicingSettings.id, 1));
  return row ?? null;
}

/** Writes the single settings row; the certificate columns only when given. */
export async function upsertIssuerSettings(
  tx: Db | Tx,
  values: {
    issuer: IssuerData;
    ambiente: 'pruebas' | 'produccion';
    p12?: Buffer;
    p12Password?: string;
  },
): Promise<IssuerSettingsRow> {
  const [row] = await tx
    .insert(invoicingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({
      target: invoicingSettings.id,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('The settings upsert returned no row');
  return row;
}

/** Replaces the sealed password only if it is still `from` (a concurrent upload wins). */
export async function updateP12Password(db: Db | Tx, from: string, to: string): Promise<void> {
  await db
    .update(invoicingSettings)
    .set({ p12Password: to })
    .where(and(eq(invoicingSettings.id, 1), eq(invoicingSettings.p12Password, from)));
}
