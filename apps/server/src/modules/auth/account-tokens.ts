import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Django-style stateless links: `uid` is the base64url user id; the token is
 * `<timestamp base36>-<HMAC>` over the user's current state, so it dies by itself when that state
 * changes (activation flips is_active, a new password changes the hash, a login changes
 * last_login) and after 3 days. Nothing is stored.
 */
export type AccountTokenPurpose = 'activation' | 'password-reset';

export interface AccountTokenUser {
  id: number;
  email: string;
  passwordHash: string;
  isActive: boolean;
  lastLogin: Date | null;
}

export const ACCOUNT_TOKEN_TTL_SECONDS = 3 * 24 * 60 * 60;
const MAX_USER_ID = 2_147_483_647;

export function encodeUid(id: number): string {
  return Buffer.from(String(id)).toString('base64url');
}

/** The user id of a uid, or null when it is not one. */
export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return null;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_USER_ID ? id : null;
}

export function makeAccountToken(
  secret: string,
  purpose: AccountTokenPurpose,
  user: AccountTokenUser,
  now = Date.now(),
): string {
  const timestamp = Math.floor(now / 1000).toString(36);
  return `${timestamp}-${sign(secret, purpose, user, timestamp)}`;
}

/** Whether `token` was made for this purpose and this user state less than 3 days ago. */
export function checkAccountToken(
  secret: string,
  purpose: AccountTokenPurpose,
  user: AccountTokenUser,
  token: string,
  now = Date.now(),
): boolean {
  const match = /^([0-9a-z]{1,10})-([0-9a-f]{32})$/.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const age = now / 1000 - parseInt(match[1], 36);
  if (age < -60 || age > ACCOUNT_TOKEN_TTL_SECONDS) return false;
  const expected = Buffer.from(sign(secret, purpose, user, match[1]));
  return timingSafeEqual(expected, Buffer.from(match[2]));
}

function sign(secret: string, purpose: AccountTokenPurpose, user: AccountTokenUser, ts: string) {
  // A key of its own per purpose: an activation token never passes as a reset token, nor as a JWT key.
  const key = createHmac('sha256', secret).update(`elvolt.account-token.${purpose}`).digest();
  const state = [
    user.id,
    user.passwordHash,
    // Activation links stay recognisable after the first login, so reuse answers "stale".
    purpose === 'activation' ? '' : (user.lastLogin?.getTime() ?? ''),
    user.isActive ? 1 : 0,
    user.email.toLowerCase(),
    ts,
  ].join('\u0000');
  return createHmac('sha256', key).update(state).digest('hex').slice(0, 32);
}
