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
  exp: number;
  iat: number;
}

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(
  secret: string,
  type: TokenType,
  userId: number,
  extra: { jti?: string; family?: string } = {},
): Promise<{ token: string; jti: string; expiresAt: Date }> {
  const jti = extra.jti ?? randomUUID();
  const ttl = type === 'access' ? ACCESS_TTL_SECONDS : REFRESH_TTL_SECONDS;
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({
    token_type: type,
    user_id: userId,
    ...(extra.family ? { family: extra.family } : {}),
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
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    const claims = payload as unknown as TokenClaims;
    if (
      claims.token_type !== type ||
      !Number.isInteger(claims.user_id) ||
      typeof claims.jti !== 'string'
    )
      return null;
    return claims;
  } catch {
    return null;
  }
}
