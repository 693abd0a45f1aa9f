import {
  ADMIN_PEOPLE_ERRORS,
  type AdminCustomer,
  type AdminCustomerDetail,
  type AdminCustomersQuery,
  type AdminCustomersResponse,
  centsToMoney,
  type OrderStatus,
} from '@shop/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffMember } from '../../lib/staff-member.js';
import { lockAccount, setAccountActive } from './accounts-admin.service.js';
import {
  type CustomerRow,
  selectCustomer,
  selectCustomerOrders,
  selectCustomerPage,
} from './customers-admin.repository.js';
import { recordAudit } from '../audit/audit.service.js';

const toCustomer = (r: CustomerRow): AdminCustomer => ({
  id: r.id,
  email: r.email,
  first_name: r.firstName,
  last_name: r.lastName,
  is_active: r.isActive,
  date_joined: r.dateJoined.toISOString(),
  last_login: r.lastLogin ? r.lastLogin.toISOString() : null,
  order_count: Number(r.orderCount),
  total_spent: centsToMoney(Number(r.totalSpentCents)),
});

const isStaffAccount = (r: { isStaff: boolean; role: string | null }) =>
  r.isStaff && r.role !== null;

export async function listCustomers(
  db: Db,
  query: AdminCustomersQuery,
): Promise<AdminCustomersResponse> {
  const { rows, count } = await selectCustomerPage(db, {
    search: query.search,
    active: query.active === undefined ? undefined : query.active === 'true',
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toCustomer) };
}

async function requireCustomer(db: Db, id: number): Promise<CustomerRow> {
  const row = await selectCustomer(db, id);
  if (!row) throw AppError.of('not_found', ADMIN_PEOPLE_ERRORS.customerNotFound);
  if (isStaffAccount(row)) throw AppError.of('staff_account', ADMIN_PEOPLE_ERRORS.staffAccount);
  return row;
}

export async function getCustomer(db: Db, id: number): Promise<AdminCustomerDetail> {
  const customer = await requireCustomer(db, id);
  const orders = await selectCustomerOrders(db, id);
  return {
    customer: toCustomer(customer),
    orders: orders.map((o) => ({
      transaction_id: o.transactionId,
      status: o.status as OrderStatus,
      amount: centsToMoney(o.amountCents),
      date_issued: o.dateIssued.toISOString(),
    })),
  };
}

/**
 * Switches a customer's account off (every session ends at once: the token version is raised and
 * the refresh tokens revoked) or back on; audited. Staff accounts are refused (409): Equipo.
 */
export async function setCustomerActive(
  db: Db,
  staff: StaffMember,
  id: number,
  active: boolean,
): Promise<AdminCustomer> {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, id);
    if (!account) throw AppError.of('not_found', ADMIN_PEOPLE_ERRORS.customerNotFound);
    if (isStaffAccount(account))
      throw AppError.of('staff_account', ADMIN_PEOPLE_ERRORS.staffAccount);
    if (account.isActive === active) return;
    await setAccountActive(tx, id, active);
    await recordAudit(tx, staff, {
      action: active ? 'customer.activate' : 'customer.deactivate',
      entity: 'customer',
      entityId: id,
      before: { is_active: account.isActive },
      after: { is_active: active },
    });
  });
  return toCustomer((await selectCustomer(db, id))!);
}
