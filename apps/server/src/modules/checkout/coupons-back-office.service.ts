import type { Pagination } from '@shop/contract';
import type { Db } from '../../db/client.js';
import type { StaffMember } from '../../lib/staff-member.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  changeCoupon,
  type CouponInput,
  createCoupon,
  listAdminCoupons,
  removeCoupon,
} from './coupons-admin.service.js';

/** Coupons in the back office: each change in one transaction with its audit entry (ADR 034). */

export const listCoupons = (db: Db, page: Pagination) => listAdminCoupons(db, page);

export async function addCoupon(db: Db, staff: StaffMember, body: CouponInput) {
  return db.transaction(async (tx) => {
    const after = await createCoupon(tx, body);
    await recordAudit(tx, staff, {
      action: 'coupon.create',
      entity: 'coupon',
      entityId: after.id,
      after,
    });
    return after;
  });
}

export async function editCoupon(
  db: Db,
  staff: StaffMember,
  id: number,
  body: Partial<CouponInput>,
) {
  return db.transaction(async (tx) => {
    const { before, after } = await changeCoupon(tx, id, body);
    await recordAudit(tx, staff, {
      action: 'coupon.update',
      entity: 'coupon',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

export async function deleteCoupon(db: Db, staff: StaffMember, id: number) {
  await db.transaction(async (tx) => {
    const before = await removeCoupon(tx, id);
    await recordAudit(tx, staff, {
      action: 'coupon.delete',
      entity: 'coupon',
      entityId: id,
      before,
    });
  });
}
