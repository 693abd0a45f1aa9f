import { randomUUID } from 'node:crypto';
import { MESSAGES, type TokenPair } from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { signToken, verifyToken } from '../../lib/jwt.js';
import { checkPassword } from './passwords.js';
import {
  consumeRefreshToken,
  deleteExpiredRefreshTokens,
  insertRefreshToken,
  isRefreshTokenLive,
  revokeRefreshFamily,
} from './refresh-tokens.repository.js';
import { getUserByEmail, getUserById, updateUser } from './users.repository.js';

/** SimpleJWT's answer for any bad, expired, rotated or revoked token. */
export const tokenNotValid = () =>
  AppError.detail('token_not_valid', MESSAGES.tokenNotValid, 'token_not_valid');

/** A new access token and a refresh token of `familyId` (one family per login). */
async function issueTokenPair(
  db: Db | Tx,
  secret: string,
  userId: number,
  familyId: string,
): Promise<TokenPair> {
  const refresh = await signToken(secret, 'refresh', userId, { family: familyId });
  await insertRefreshToken(db, {
    jti: refresh.jti,
    familyId,
    userId,
    expiresAt: refresh.expiresAt,
  });
  const access = await signToken(secret, 'access', userId);
  return { refresh: refresh.token, access: access.token };
}

/**
 * Logs in: a token pair for an active user whose password matches, else null (the caller answers
 * the same 401 for a wrong password, an unknown e-mail and an inactive account).
 */
export async function logIn(
  db: Db,
  secret: string,
  email: string,
  password: string,
): Promise<TokenPair | null> {
  const user = await getUserByEmail(db, email);
  const matches = await checkPassword(user?.passwordHash ?? null, password);
  if (!user || !matches || !user.isActive) return null;
  return db.transaction(async (tx) => {
    await updateUser(tx, user.id, { lastLogin: new Date() });
    await deleteExpiredRefreshTokens(tx, user.id);
    return issueTokenPair(tx, secret, user.id, randomUUID());
  });
}

/**
 * Rotates a refresh token: it dies and a new pair of the same family is issued. Presenting a token
 * that was already rotated or revoked means it leaked: the whole family dies.
 */
export async function rotateRefreshToken(
  db: Db,
  secret: string,
  token: string,
): Promise<TokenPair> {
  const claims = await verifyToken(secret, token, 'refresh');
  if (!claims?.family) throw tokenNotValid();
  const family = claims.family;
  const pair = await db.transaction(async (tx) => {
    const row = await consumeRefreshToken(tx, claims.jti);
    if (!row || row.familyId !== family) return null;
    const user = await getUserById(tx, row.userId);
    if (!user?.isActive) return null;
    return issueTokenPair(tx, secret, user.id, family);
  });
  if (!pair) {
    await revokeRefreshFamily(db, family);
    throw tokenNotValid();
  }
  return pair;
}

/** Whether an access or refresh token is valid now; a refresh token must also not be revoked. */
export async function assertTokenValid(db: Db, secret: string, token: string): Promise<void> {
  if (await verifyToken(secret, token, 'access')) return;
  const claims = await verifyToken(secret, token, 'refresh');
  if (!claims || !(await isRefreshTokenLive(db, claims.jti))) throw tokenNotValid();
}

/** Logout: the refresh token's login family dies (a token already dead answers 401). */
export async function blacklistRefreshToken(db: Db, secret: string, token: string): Promise<void> {
  const claims = await verifyToken(secret, token, 'refresh');
  if (!claims?.family) throw tokenNotValid();
  const wasLive = await isRefreshTokenLive(db, claims.jti);
  await revokeRefreshFamily(db, claims.family);
  if (!wasLive) throw tokenNotValid();
}
