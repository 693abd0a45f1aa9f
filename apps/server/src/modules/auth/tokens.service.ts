import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, MESSAGES, type TokenPair } from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type TokenClaims, signToken, verifyToken } from '../../lib/jwt.js';
import { checkPassword } from './passwords.js';
import {
  deleteExpiredRefreshTokens,
  getLiveRefreshToken,
  insertRefreshToken,
  isRefreshTokenLive,
  revokeRefreshFamily,
} from './refresh-tokens.repository.js';
import { getUserByEmail, updateUser } from './users.repository.js';
import { endAccessTokens, getSessionUser, type SessionUser } from './users.service.js';

/** SimpleJWT's answer for any bad, expired or revoked token. */
export const tokenNotValid = () =>
  AppError.detail('token_not_valid', MESSAGES.tokenNotValid, 'token_not_valid');

/**
 * A new access token (carrying the user's token version) and a refresh token of `familyId` (one
 * family per login).
 */
async function issueTokenPair(
  db: Db | Tx,
  secret: string,
  user: SessionUser,
  familyId: string,
): Promise<TokenPair> {
  const refresh = await signToken(secret, 'refresh', user.id, { family: familyId });
  await insertRefreshToken(db, {
    jti: refresh.jti,
    familyId,
    userId: user.id,
    expiresAt: refresh.expiresAt,
  });
  const access = await signToken(secret, 'access', user.id, { tokenVersion: user.tokenVersion });
  return { refresh: refresh.token, access: access.token };
}

/**
 * Logs in: a token pair for an active user whose password matches, else null (the caller answers
 * the same 401 for a wrong password and an unknown e-mail). A right password on an account that was
 * never activated answers `account_inactive` (it reveals nothing the password did not prove);
 * a guest row has no usable password, so it never gets that far.
 */
export async function logIn(
  db: Db,
  secret: string,
  email: string,
  password: string,
): Promise<TokenPair | null> {
  const user = await getUserByEmail(db, email);
  const matches = await checkPassword(user?.passwordHash ?? null, password);
  if (!user || !matches || user.isGuest) return null;
  if (!user.isActive) throw accountInactive();
  return db.transaction(async (tx) => {
    await updateUser(tx, user.id, { lastLogin: new Date() });
    await deleteExpiredRefreshTokens(tx, user.id);
    return issueTokenPair(tx, secret, user, randomUUID());
  });
}

/**
 * 401 of /auth/jwt/create/ for a right password on an account never activated: SimpleJWT's own
 * detail, so the family's clients read what they always read, and a `code` the shop's login page
 * turns into "Tu cuenta aún no está activada…" with "Reenviar correo de activación".
 */
export const accountInactive = () =>
  AppError.detail('account_inactive', AUTH_MESSAGES.noActiveAccount, 'account_inactive');

/** A new login (token pair) for a user the caller has just proven (a claimed guest account). */
export async function startSession(
  db: Db | Tx,
  secret: string,
  userId: number,
): Promise<TokenPair> {
  const user = await getSessionUser(db, userId);
  if (!user) throw new Error(`User ${userId} does not exist`);
  await updateUser(db, user.id, { lastLogin: new Date() });
  return issueTokenPair(db, secret, user, randomUUID());
}

/** A guest checkout token (ADR 028) for a guest row: short-lived, never refreshed. */
export async function issueGuestToken(
  db: Db | Tx,
  secret: string,
  userId: number,
): Promise<{ access: string; expiresAt: Date }> {
  const user = await getSessionUser(db, userId);
  if (!user?.isGuest) throw new Error(`User ${userId} is not a guest`);
  const access = await signToken(secret, 'access', user.id, {
    tokenVersion: user.tokenVersion,
    guest: true,
  });
  return { access: access.token, expiresAt: access.expiresAt };
}

/**
 * Refresh (ADR 014): a live refresh token gets a new access token and a new refresh token of the
 * same login, for clients that rotate. The token presented stays valid until it expires, is
 * blacklisted (logout) or the password changes: the family's clients send the same refresh token
 * on every page, so reusing a live token is normal use, never a reason to end the login.
 */
export async function refreshAccess(db: Db, secret: string, token: string): Promise<TokenPair> {
  const claims = await verifyToken(secret, token, 'refresh');
  if (!claims?.family) throw tokenNotValid();
  const family = claims.family;
  const pair = await db.transaction(async (tx) => {
    const row = await getLiveRefreshToken(tx, claims.jti);
    if (!row || row.familyId !== family || row.userId !== claims.user_id) return null;
    const user = await getSessionUser(tx, row.userId);
    if (!user?.isActive) return null;
    await deleteExpiredRefreshTokens(tx, user.id);
    return issueTokenPair(tx, secret, user, family);
  });
  if (!pair) throw tokenNotValid();
  return pair;
}

/**
 * The claims of an access token that is valid now: good signature and expiry, and its user still
 * exists, is active and has not ended its access tokens since (logout, password change or reset).
 * Null otherwise, with the reason for the guard's answer.
 */
export async function checkAccessToken(
  db: Db,
  secret: string,
  token: string,
): Promise<
  | { ok: true; claims: TokenClaims; user: SessionUser; guest: boolean }
  | { ok: false; reason: 'token_not_valid' | 'user_not_found' | 'user_inactive' }
> {
  const claims = await verifyToken(secret, token, 'access');
  if (!claims) return { ok: false, reason: 'token_not_valid' };
  const user = await getSessionUser(db, claims.user_id);
  if (!user) return { ok: false, reason: 'user_not_found' };
  if (claims.token_version !== user.tokenVersion) return { ok: false, reason: 'token_not_valid' };
  // A guest token is good only for a guest row and a guest row only takes guest tokens (ADR 028);
  // a claimed guest raised its token version, so its guest tokens are dead already.
  if (claims.guest === true || user.isGuest) {
    if (claims.guest !== true || !user.isGuest) return { ok: false, reason: 'token_not_valid' };
    return { ok: true, claims, user, guest: true };
  }
  if (!user.isActive) return { ok: false, reason: 'user_inactive' };
  return { ok: true, claims, user, guest: false };
}

/**
 * Whether an access or refresh token is valid now: an access token as the guard judges it, a
 * refresh token must also be live (not blacklisted, not ended by a password change).
 */
export async function assertTokenValid(db: Db, secret: string, token: string): Promise<void> {
  const access = await checkAccessToken(db, secret, token);
  // A guest checkout token is no session: the web app must not take it for a signed-in user.
  if (access.ok && !access.guest) return;
  const claims = await verifyToken(secret, token, 'refresh');
  if (!claims || !(await isRefreshTokenLive(db, claims.jti))) throw tokenNotValid();
}

/**
 * Logout: the refresh token's login (its whole family) dies, and so do the user's access tokens
 * (a token already dead answers 401). Other logins keep their refresh tokens and get a new access
 * token on their next refresh.
 */
export async function blacklistRefreshToken(db: Db, secret: string, token: string): Promise<void> {
  const claims = await verifyToken(secret, token, 'refresh');
  if (!claims?.family) throw tokenNotValid();
  const family = claims.family;
  const wasLive = await db.transaction(async (tx) => {
    const row = await getLiveRefreshToken(tx, claims.jti);
    await revokeRefreshFamily(tx, family);
    if (row) await endAccessTokens(tx, row.userId);
    return row !== null;
  });
  if (!wasLive) throw tokenNotValid();
}
