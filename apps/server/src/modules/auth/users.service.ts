import {
  AUTH_MESSAGES,
  type ActivationBody,
  type Me,
  type ResetPasswordConfirmBody,
  type SetPasswordBody,
  type SignUpBody,
  STAFF_ROLES,
  type StaffRole,
  type User,
} from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { enqueueMail } from '../mail/mail.service.js';
import { type AccountTokenPurpose, checkAccountToken, decodeUid } from './account-tokens.js';
import { accountLink } from './account-links.js';
import { convertGuestUser } from './guest-accounts.repository.js';
import { accountActivatedEmail, activationEmail, passwordResetEmail } from './emails.js';
import { validatePassword } from './password-validation.js';
import { checkPassword, hashPassword } from './passwords.js';
import { revokeUserRefreshTokens } from './refresh-tokens.repository.js';
import {
  bumpTokenVersion,
  getUserByEmail,
  getUserById,
  insertUser,
  markUserActive,
  replacePasswordHash,
  selectEmails,
  selectFirstNames,
  updateUser,
  type UserRow,
} from './users.repository.js';

/** What the account services need from the config. */
export interface AccountSettings {
  secret: string;
  publicUrl: string;
}

const emailTaken = () => AppError.field('email', AUTH_MESSAGES.emailTaken);
const mismatch = () => AppError.field('non_field_errors', AUTH_MESSAGES.passwordMismatch);

const toUser = (u: UserRow): User => ({
  id: u.id,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
});

/**
 * Signs up an inactive user and queues the activation e-mail in the same transaction. Checks run
 * in Djoser's order: e-mail taken, password validators, then the two passwords.
 */
export async function signUp(db: Db, settings: AccountSettings, body: SignUpBody): Promise<User> {
  const existing = await getUserByEmail(db, body.email);
  // A guest row (ADR 028) is no account: signing up with its e-mail makes it one, keeping its
  // orders once the activation link (mailed to that address) proves the owner.
  if (existing && !existing.isGuest) throw emailTaken();
  const owner = { email: body.email, firstName: body.first_name, lastName: body.last_name };
  const problems = validatePassword(body.password, owner);
  if (problems.length > 0) throw AppError.fields({ password: problems });
  if (body.password !== body.re_password) throw mismatch();
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const user = existing
      ? await convertGuestUser(tx, existing.id, {
          firstName: owner.firstName,
          lastName: owner.lastName,
          passwordHash,
          isActive: false,
        })
      : await insertUser(tx, { ...owner, passwordHash });
    if (!user) throw emailTaken();
    await enqueueMail(tx, activationEmail(user, accountLink(settings, 'activation', user)));
    return toUser(user);
  });
}

/** The user a link names, if its token is valid for `purpose`; else the Djoser 400 bodies. */
async function requireLinkUser(
  db: Db,
  settings: AccountSettings,
  purpose: AccountTokenPurpose,
  link: { uid: string; token: string },
): Promise<UserRow> {
  const id = decodeUid(link.uid);
  const user = id === null ? null : await getUserById(db, id);
  if (!user) throw AppError.field('uid', AUTH_MESSAGES.invalidUid);
  // Activation links were made for the inactive account: checked against that state, so a used
  // link is recognised and answered "stale" rather than "invalid".
  const state = purpose === 'activation' ? { ...user, isActive: false } : user;
  if (!checkAccountToken(settings.secret, purpose, state, link.token)) {
    throw AppError.field('token', AUTH_MESSAGES.invalidToken);
  }
  return user;
}

/** Activates the account of an activation link and queues the confirmation e-mail. */
export async function activateUser(db: Db, settings: AccountSettings, body: ActivationBody) {
  const user = await requireLinkUser(db, settings, 'activation', body);
  if (user.isActive) throw AppError.detail('stale_token', AUTH_MESSAGES.staleToken);
  // Switched off by staff: the sign-up link must not switch the account back on.
  if (user.deactivatedAt) throw AppError.field('token', AUTH_MESSAGES.invalidToken);
  await db.transaction(async (tx) => {
    if (!(await markUserActive(tx, user.id)))
      throw AppError.detail('stale_token', AUTH_MESSAGES.staleToken);
    await enqueueMail(tx, accountActivatedEmail(user, `${settings.publicUrl}/login`));
  });
}

/** Queues a new activation e-mail for an inactive account; silently nothing otherwise. */
export async function resendActivation(db: Db, settings: AccountSettings, email: string) {
  const user = await getUserByEmail(db, email);
  if (!user || user.isActive || user.isGuest) return;
  await enqueueMail(db, activationEmail(user, accountLink(settings, 'activation', user)));
}

/** Queues a reset e-mail for an active account; the caller answers the same for any e-mail. */
export async function requestPasswordReset(db: Db, settings: AccountSettings, email: string) {
  const user = await getUserByEmail(db, email);
  if (!user?.isActive) return;
  await enqueueMail(db, passwordResetEmail(user, accountLink(settings, 'password-reset', user)));
}

/** Sets the new password of a reset link; the link and every refresh token of the user die. */
export async function confirmPasswordReset(
  db: Db,
  settings: AccountSettings,
  body: ResetPasswordConfirmBody,
) {
  const user = await requireLinkUser(db, settings, 'password-reset', body);
  // Reset links are made for inactive accounts only by a staff invitation (ADR 035); an account
  // switched off by staff stays off.
  if (!user.isActive && user.deactivatedAt)
    throw AppError.field('token', AUTH_MESSAGES.invalidToken);
  const problems = validatePassword(body.new_password, user);
  if (problems.length > 0) throw AppError.fields({ new_password: problems });
  if (body.new_password !== body.re_new_password) throw mismatch();
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    const replaced = await replacePasswordHash(tx, user.id, user.passwordHash, passwordHash);
    if (!replaced) throw AppError.field('token', AUTH_MESSAGES.invalidToken);
    await endAllSessions(tx, user.id);
    // An invited staff member's password is chosen: the account is active from now on.
    if (!user.isActive) await markUserActive(tx, user.id);
  });
}

/**
 * POST /auth/users/set_password/ (Djoser's retype serializer): the current password first, then
 * the validators on the new one, then the two new passwords. Every session of the user ends, this
 * one included (the client logs in again).
 */
export async function setPassword(db: Db, userId: number, body: SetPasswordBody): Promise<void> {
  const user = await getUserById(db, userId);
  if (!user) throw AppError.detail('user_not_found', 'User not found', 'user_not_found');
  if (!(await checkPassword(user.passwordHash, body.current_password))) {
    throw AppError.field('current_password', AUTH_MESSAGES.invalidPassword);
  }
  const problems = validatePassword(body.new_password, user);
  if (problems.length > 0) throw AppError.fields({ new_password: problems });
  if (body.new_password !== body.re_new_password) throw mismatch();
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    const replaced = await replacePasswordHash(tx, user.id, user.passwordHash, passwordHash);
    // A concurrent change won: the password this request checked is no longer current.
    if (!replaced) throw AppError.field('current_password', AUTH_MESSAGES.invalidPassword);
    await endAllSessions(tx, user.id);
  });
}

/** What the auth guard and the token endpoints need to know about a token's user. */
export interface SessionUser {
  id: number;
  isActive: boolean;
  isGuest: boolean;
  tokenVersion: number;
}

/** The user a token names, or null when the account is gone. */
export async function getSessionUser(db: Db | Tx, userId: number): Promise<SessionUser | null> {
  const user = await getUserById(db, userId);
  return user
    ? {
        id: user.id,
        isActive: user.isActive,
        isGuest: user.isGuest,
        tokenVersion: user.tokenVersion,
      }
    : null;
}

/** Every access token of the user issued until now dies (logout). */
export async function endAccessTokens(db: Db | Tx, userId: number): Promise<void> {
  await bumpTokenVersion(db, userId);
}

/** Every session of the user ends: refresh tokens revoked, access tokens dead (password change). */
export async function endAllSessions(db: Db | Tx, userId: number): Promise<void> {
  await revokeUserRefreshTokens(db, userId);
  await bumpTokenVersion(db, userId);
}

/** GET /auth/users/me/ */
export async function getMe(db: Db, userId: number): Promise<Me> {
  const user = await getUserById(db, userId);
  if (!user) throw AppError.detail('user_not_found', 'User not found', 'user_not_found');
  return {
    ...toUser(user),
    get_full_name: `${user.firstName} ${user.lastName}`.trim(),
    get_short_name: user.firstName,
    // Staff only, so a customer's answer is unchanged; the web shows the back-office link.
    ...(user.isStaff && isStaffRole(user.role) ? { role: user.role } : {}),
  };
}

const isStaffRole = (role: string | null): role is StaffRole =>
  role !== null && (STAFF_ROLES as readonly string[]).includes(role);

/** Whom another module's mail goes to (e.g. the order confirmation); throws when the user is gone. */
export async function requireMailContact(
  db: Db | Tx,
  userId: number,
): Promise<{ email: string; firstName: string; isGuest: boolean }> {
  const user = await getUserById(db, userId);
  if (!user) throw new Error(`User ${userId} does not exist`);
  return { email: user.email, firstName: user.firstName, isGuest: user.isGuest };
}

/** For the profile page: a new first and/or last name (already validated by the contract). */
export async function updateUserNames(
  db: Db | Tx,
  userId: number,
  names: { firstName?: string; lastName?: string },
): Promise<void> {
  const values = Object.fromEntries(Object.entries(names).filter(([, v]) => v !== undefined));
  if (Object.keys(values).length > 0) await updateUser(db, userId, values);
}

/** The first names of these users (as the reviews show their authors). */
export async function firstNamesOf(db: Db, userIds: number[]): Promise<Map<number, string>> {
  const rows = await selectFirstNames(db, [...new Set(userIds)]);
  return new Map(rows.map((r) => [r.id, r.firstName]));
}

/** The e-mail addresses of these users (as the back office lists reviews). */
export async function emailsOf(db: Db, userIds: number[]): Promise<Map<number, string>> {
  const rows = await selectEmails(db, [...new Set(userIds)]);
  return new Map(rows.map((r) => [r.id, r.email]));
}
