import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { refreshTokens } from '../../db/schema/auth.js';

export interface RefreshTokenRow {
  jti: string;
  familyId: string;
  userId: number;
  expiresAt: Date;
}

export async function insertRefreshToken(db: Db | Tx, row: RefreshTokenRow): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

const live = (jti: string) =>
  and(
    eq(refreshTokens.jti, jti),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.expiresAt, new Date()),
  );

/** The row of a live refresh token (not revoked, not expired), or null. */
export async function getLiveRefreshToken(
  db: Db | Tx,
  jti: string,
): Promise<RefreshTokenRow | null> {
  const [row] = await db
    .select({
      jti: refreshTokens.jti,
      familyId: refreshTokens.familyId,
      userId: refreshTokens.userId,
      expiresAt: refreshTokens.expiresAt,
    })
    .from(refreshTokens)
    .where(live(jti));
  return row ?? null;
}

export async function isRefreshTokenLive(db: Db | Tx, jti: string): Promise<boolean> {
  return (await getLiveRefreshToken(db, jti)) !== null;
}

export async function revokeRefreshFamily(db: Db | Tx, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserRefreshTokens(db: Db | Tx, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Expired rows can no longer matter: their JWTs are refused before any lookup. */
export async function deleteExpiredRefreshTokens(db: Db | Tx, userId: number): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, new Date())));
}
