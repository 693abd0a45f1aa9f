import {
  ADMIN_PEOPLE_ERRORS,
  type StaffAccount,
  type StaffInviteBody,
  type StaffInviteResponse,
  type StaffListResponse,
  type StaffQuery,
  type StaffRole,
  type StaffUpdateBody,
} from '@shop/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffMember } from '../../lib/staff-member.js';
import {
  type AccountRow,
  countOtherActiveAdministrators,
  inviteStaffAccount,
  listStaffAccounts,
  lockAccount,
  setAccountActive,
  setStaffRole,
} from './accounts-admin.service.js';
import type { AccountSettings } from './users.service.js';
import { recordAudit } from '../audit/audit.service.js';

// Equipo (administrators only): invite by e-mail with a role, change the role, switch the account
// off or take the role away; the last active administrador always stays (409).

const toStaff = (r: AccountRow): StaffAccount => ({
  id: r.id,
  email: r.email,
  first_name: r.firstName,
  last_name: r.lastName,
  role: r.role as StaffRole,
  is_active: r.isActive,
  last_login: r.lastLogin ? r.lastLogin.toISOString() : null,
  date_joined: r.dateJoined.toISOString(),
});

const snapshot = (r: AccountRow) => ({ role: r.isStaff ? r.role : null, is_active: r.isActive });

const isStaffAccount = (r: AccountRow) => r.isStaff && r.role !== null;

export async function listStaff(db: Db, query: StaffQuery): Promise<StaffListResponse> {
  const { rows, count } = await listStaffAccounts(db, {
    search: query.search,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toStaff) };
}

/** POST /api/admin/staff: an existing account gets the role; a new one gets an invitation. */
export async function inviteStaff(
  db: Db,
  settings: AccountSettings,
  staff: StaffMember,
  body: StaffInviteBody,
): Promise<StaffInviteResponse> {
  return db.transaction(async (tx) => {
    const { account, before, invited } = await inviteStaffAccount(tx, settings, body);
    if (before && isStaffAccount(before)) {
      // Already on the team: changing their role is PATCH's job (and its last-admin guard).
      throw AppError.field('email', ADMIN_PEOPLE_ERRORS.emailIsStaff);
    }
    await recordAudit(tx, staff, {
      action: invited ? 'staff.invite' : 'staff.grant',
      entity: 'user',
      entityId: account.id,
      before: before ? snapshot(before) : null,
      after: { email: account.email, ...snapshot(account) },
    });
    return { member: toStaff(account), invited };
  });
}

/** Refuses a change that would leave no active administrador (the rows stay locked till commit). */
async function guardLastAdministrator(tx: Db | Tx, account: AccountRow, stillAdmin: boolean) {
  const wasAdmin = account.isActive && account.isStaff && account.role === 'administrador';
  if (!wasAdmin || stillAdmin) return;
  if ((await countOtherActiveAdministrators(tx, account.id)) === 0)
    throw AppError.of('last_administrator', ADMIN_PEOPLE_ERRORS.lastAdministrator);
}

async function lockStaff(tx: Db | Tx, id: number): Promise<AccountRow> {
  // Administrators are locked first, in id order, like the guard does: no deadlock between two
  // administrators demoting each other, and exactly one of them wins.
  await countOtherActiveAdministrators(tx, 0);
  const account = await lockAccount(tx, id);
  if (!account || !isStaffAccount(account))
    throw AppError.of('not_found', ADMIN_PEOPLE_ERRORS.staffNotFound);
  return account;
}

/** PATCH /api/admin/staff/{id}: a new role and/or active or not. */
export async function updateStaff(
  db: Db,
  staff: StaffMember,
  id: number,
  body: StaffUpdateBody,
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const account = await lockStaff(tx, id);
    const role = body.role ?? (account.role as StaffRole);
    const active = body.is_active ?? account.isActive;
    await guardLastAdministrator(tx, account, active && role === 'administrador');
    let after = account;
    if (role !== account.role) after = await setStaffRole(tx, id, role);
    if (active !== account.isActive) after = await setAccountActive(tx, id, active);
    if (after !== account)
      await recordAudit(tx, staff, {
        action: 'staff.update',
        entity: 'user',
        entityId: id,
        before: snapshot(account),
        after: snapshot(after),
      });
    return toStaff(after);
  });
}

/** DELETE /api/admin/staff/{id}: the account leaves the team (it stays, as a customer account). */
export async function removeStaff(db: Db, staff: StaffMember, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await lockStaff(tx, id);
    await guardLastAdministrator(tx, account, false);
    const after = await setStaffRole(tx, id, null);
    await recordAudit(tx, staff, {
      action: 'staff.remove',
      entity: 'user',
      entityId: id,
      before: snapshot(account),
      after: snapshot(after),
    });
  });
}
