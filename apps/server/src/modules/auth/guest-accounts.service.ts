import {
  AUTH_MESSAGES,
  type GuestSession,
  GUEST_MESSAGES,
  type GuestClaimBody,
  type TokenPair,
} from '@shop/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { GUEST_TTL_SECONDS } from '../../lib/jwt.js';
import { convertGuestUser, insertGuestUser } from './guest-accounts.repository.js';
import { validatePassword } from './password-validation.js';
import { hashPassword } from './passwords.js';
import { issueGuestToken, startSession } from './tokens.service.js';
import { getUserByEmail, getUserById } from './users.repository.js';

/**
 * The guest row of this e-mail (created on first use) and a guest checkout token for it
 * (ADR 028). An e-mail of a real account answers 409: its owner signs in instead, so orders never
 * land in an account by someone who only typed its address.
 */
export async function openGuestSession(
  db: Db,
  secret: string,
  email: string,
): Promise<GuestSession & { userId: number }> {
  let user = await getUserByEmail(db, email);
  if (!user) user = (await insertGuestUser(db, email)) ?? (await getUserByEmail(db, email));
  if (!user) throw new Error('guest row vanished');
  if (!user.isGuest) {
    throw AppError.of(
      'account_exists',
      user.isActive ? GUEST_MESSAGES.accountExists : GUEST_MESSAGES.accountNotActivated,
    );
  }
  const { access } = await issueGuestToken(db, secret, user.id);
  return { access, email: user.email, expires_in: GUEST_TTL_SECONDS, userId: user.id };
}

/** Whether this user is (still) a guest row. */
export async function isGuestUser(db: Db, userId: number): Promise<boolean> {
  return (await getUserById(db, userId))?.isGuest === true;
}

/**
 * Claims a guest row (its owner proved the e-mail with the order link mailed to it): it becomes a
 * normal active account with this password (the sign-up's password rules), keeping its orders,
 * and signs in. Names come from the order's full name.
 */
export async function claimGuestAccount(
  db: Db,
  secret: string,
  userId: number,
  fullName: string,
  body: Pick<GuestClaimBody, 'password' | 're_password'>,
): Promise<TokenPair> {
  const user = await getUserById(db, userId);
  if (!user?.isGuest) throw AppError.of('account_exists', GUEST_MESSAGES.alreadyClaimed);
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  const owner = { email: user.email, firstName, lastName: rest.join(' ') };
  const problems = validatePassword(body.password, owner);
  if (problems.length > 0) throw AppError.fields({ password: problems });
  if (body.password !== body.re_password) {
    throw AppError.field('non_field_errors', AUTH_MESSAGES.passwordMismatch);
  }
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const claimed = await convertGuestUser(tx, user.id, { ...owner, passwordHash, isActive: true });
    if (!claimed) throw AppError.of('account_exists', GUEST_MESSAGES.alreadyClaimed);
    return startSession(tx, secret, claimed.id);
  });
}
