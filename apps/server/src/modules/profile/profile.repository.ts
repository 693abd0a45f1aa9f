import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { userProfiles } from '../../db/schema/profile.js';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type ProfileValues = Pick<
  ProfileRow,
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'stateProvinceRegion'
  | 'zipcode'
  | 'phone'
  | 'countryRegion'
>;

/** The user's profile row, created with the defaults the first time it is asked for. */
export async function selectOrCreateProfile(db: Db | Tx, userId: number): Promise<ProfileRow> {
  await db.insert(userProfiles).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row!;
}

/** Writes every field (creating the row when missing) and answers the row. */
export async function upsertProfile(
  db: Db | Tx,
  userId: number,
  values: ProfileValues,
): Promise<ProfileRow> {
  const [row] = await db
    .insert(userProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}
