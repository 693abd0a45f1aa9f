import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** SimpleJWT-compatible claims; HS256 only. */
export type TokenType = 'access' | 'refresh';
export interface TokenClaims {
  token_type: TokenType;
  user_id: number;
  jti: string;
  /** Refresh tokens only: the login this token descends from. */
  family?: string;
  /** Access tokens only: the user's token version when it was issued (see users.token_version). */
  token_version?: number;
  /** Guest access tokens only (ADR 028): accepted by the cart, checkout and payment endpoints. */
  guest?: boolean;
  exp: number;
  iat: number;
}

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;
/** A guest checkout session (ADR 028): long enough to fill the checkout, never refreshed. */
export const GUEST_TTL_SECONDS = 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(
  secret: string,
  type: TokenType,
  userId: number,
  extra: { jti?: string; family?: string; tokenVersion?: number; guest?: boolean } = {},
): Promise<{ token: string; jti: string; expiresAt: Date }> {
  const jti = extra.jti ?? randomUUID();
  const ttl =
    type === 'refresh' ? REFRESH_TTL_SECONDS : extra.guest ? GUEST_TTL_SECONDS : ACCESS_TTL_SECONDS;
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({
    token_type: type,
    user_id: userId,
    ...(extra.family ? { family: extra.family } : {}),
    ...(type === 'access' ? { token_version: extra.tokenVersion ?? 0 } : {}),
    ...(type === 'access' && extra.guest ? { guest: true } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(jti)
    .setIssuedAt(now)
    .setExpirationTime(now + ttl)
    .sign(key(secret));
  return { token, jti, expiresAt: new Date((now + ttl) * 1000) };
}

/** The claims of a valid token of the given type, or null (bad signature, alg, expiry or type). */
export async function verifyToken(
  secret: string,
  token: string,
  type: TokenType,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'jti'],
    });
    const claims = payload as unknown as TokenClaims;
    return hasValidClaims(claims, type) ? claims : null;
  } catch {
    return null;
  }
}

/**
 * Access tokens carry the user's token version (a non-negative integer); refresh tokens name their
 * row (jti) and login family, both uuids.
 */
function hasValidClaims(claims: TokenClaims, type: TokenType): boolean {
  if (claims.token_type !== type || typeof claims.jti !== 'string') return false;
  const id = claims.user_id;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return false;
  if (type === 'access') {
    const version = claims.token_version;
    return Number.isSafeInteger(version) && version! >= 0 && version! <= 2_147_483_647;
  }
  return isUuid(claims.jti) && typeof claims.family === 'string' && isUuid(claims.family);
}
