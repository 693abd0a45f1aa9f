import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { enqueueMail } from '../mail/mail.service.js';
import { invitationLink } from './account-links.js';
import {
  insertInvitedStaff,
  lockOtherActiveAdministrators,
  selectStaffPage,
  selectUserByEmailForUpdate,
  selectUserForUpdate,
  updateUserActive,
  updateUserRole,
} from './accounts-admin.repository.js';
import { hashPassword } from './passwords.js';
import { staffInvitationEmail, staffRoleGrantedEmail } from './staff-emails.js';
import { type AccountSettings, endAllSessions } from './users.service.js';
import type { UserRow } from './users.repository.js';

// The auth module's part of the back office (issue 11): the admin module's services call these
// inside their own transaction and write the audit entry next to them.

export type AccountRow = UserRow;

/** The account, locked until the caller's transaction ends; null when there is none. */
export function lockAccount(tx: Db | Tx, id: number): Promise<AccountRow | null> {
  return selectUserForUpdate(tx, id);
}

/**
 * Switches an account on or off. Off ends every session at once (refresh tokens revoked, the
 * token version raised) and keeps its old activation/invitation links from switching it back on.
 */
export async function setAccountActive(
  tx: Db | Tx,
  id: number,
  active: boolean,
): Promise<AccountRow> {
  const row = await updateUserActive(tx, id, active);
  if (!active) await endAllSessions(tx, id);
  return row;
}

/** A staff role for the account, or `null` to make it a customer again. */
export function setStaffRole(tx: Db | Tx, id: number, role: StaffRole | null): Promise<AccountRow> {
  return updateUserRole(tx, id, role);
}

/** How many active administrators there are besides `id` (locking them for the transaction). */
export function countOtherActiveAdministrators(tx: Db | Tx, id: number): Promise<number> {
  return lockOtherActiveAdministrators(tx, id);
}

/**
 * Invites a staff member by e-mail: an existing account gets the role (and a notice); otherwise an
 * inactive account is created with the role and an invitation e-mail whose link is the
 * password-reset page: choosing a password there activates the account (ADR 035).
 */
export async function inviteStaffAccount(
  tx: Db | Tx,
  settings: AccountSettings,
  input: { email: string; role: StaffRole },
): Promise<{ account: AccountRow; before: AccountRow | null; invited: boolean }> {
  const existing = await selectUserByEmailForUpdate(tx, input.email);
  if (existing) {
    const account = await setStaffRole(tx, existing.id, input.role);
    await enqueueMail(
      tx,
      staffRoleGrantedEmail(account, input.role, `${settings.publicUrl}/admin`),
    );
    return { account, before: existing, invited: false };
  }
  // Nobody knows this password: the invited person chooses theirs through the link.
  const passwordHash = await hashPassword(randomBytes(32).toString('hex'));
  const account = await insertInvitedStaff(tx, { ...input, passwordHash });
  if (!account) throw new Error('invited e-mail was taken concurrently');
  await enqueueMail(
    tx,
    staffInvitationEmail(account.email, input.role, invitationLink(settings, account)),
  );
  return { account, before: null, invited: true };
}

/** The team, administrators first. */
export function listStaffAccounts(
  db: Db,
  query: { search?: string; limit: number; offset: number },
) {
  return selectStaffPage(db, query);
}
