import {
  type AdminCoupon,
  type AdminCouponPatchSchema,
  type CouponStatus,
  centsToMoney,
  moneyToCents,
  type Pagination,
  TAXONOMY_ERRORS,
} from '@shop/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffMember } from '../../lib/staff-member.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  couponNameTaken,
  type CouponRow,
  type CouponValues,
  deleteCoupon as deleteCouponRow,
  insertCoupon,
  selectCouponForUpdate,
  selectCouponsPage,
  updateCoupon,
} from './coupons-admin.repository.js';

/**
 * The back office's coupons (issue 11, ADR 034): list, create, change, delete while never used;
 * each change in one transaction with its audit entry.
 */

/** Every editable field, as the contract's body parses it. */
export type CouponInput = Required<z.output<typeof AdminCouponPatchSchema>>;

function couponStatus(row: CouponRow, now = new Date()): CouponStatus {
  if (!row.isActive) return 'inactivo';
  if (row.expiresAt && row.expiresAt <= now) return 'vencido';
  if (row.usageLimit !== null && row.timesUsed >= row.usageLimit) return 'agotado';
  return 'activo';
}

function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    id: row.id,
    name: row.name,
    type: row.discountPercentage !== null ? 'percentage' : 'fixed',
    discount_percentage: row.discountPercentage,
    discount_amount: row.discountCents !== null ? centsToMoney(row.discountCents) : null,
    min_purchase: centsToMoney(row.minPurchaseCents),
    expires_at: row.expiresAt?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    times_used: row.timesUsed,
    is_active: row.isActive,
    status: couponStatus(row),
  };
}

const toInput = (row: CouponRow): CouponInput => {
  const dto = toAdminCoupon(row);
  return {
    name: dto.name,
    type: dto.type,
    discount_percentage: dto.discount_percentage,
    discount_amount: dto.discount_amount,
    min_purchase: dto.min_purchase,
    expires_at: dto.expires_at,
    usage_limit: dto.usage_limit,
    per_customer_limit: dto.per_customer_limit,
    is_active: dto.is_active,
  };
};

/** The columns of a complete input; 400 with field errors when its type and discount disagree. */
function toValues(input: CouponInput): CouponValues {
  const errors: Record<string, string[]> = {};
  let discountPercentage: number | null = null;
  let discountCents: number | null = null;
  if (input.type === 'percentage') {
    if (input.discount_percentage === null)
      errors.discount_percentage = [TAXONOMY_ERRORS.percentageRange];
    discountPercentage = input.discount_percentage;
  } else {
    discountCents = input.discount_amount === null ? 0 : moneyToCents(input.discount_amount);
    if (discountCents <= 0) errors.discount_amount = [TAXONOMY_ERRORS.amountRequired];
  }
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  return {
    name: input.name,
    discountPercentage,
    discountCents,
    minPurchaseCents: moneyToCents(input.min_purchase),
    expiresAt: input.expires_at === null ? null : new Date(input.expires_at),
    usageLimit: input.usage_limit,
    perCustomerLimit: input.per_customer_limit,
    isActive: input.is_active,
  };
}

export async function listCoupons(db: Db, page: Pagination) {
  const { rows, count } = await selectCouponsPage(
    db,
    page.page_size,
    (page.page - 1) * page.page_size,
  );
  return {
    count,
    page: page.page,
    page_size: page.page_size,
    results: rows.map((r) => toAdminCoupon(r)),
  };
}

export async function addCoupon(db: Db, staff: StaffMember, input: CouponInput) {
  return db.transaction(async (tx) => {
    const values = toValues(input);
    if (await couponNameTaken(tx, values.name, null))
      throw AppError.field('name', TAXONOMY_ERRORS.couponNameTaken);
    const row = await insertCoupon(tx, values);
    if (!row) throw AppError.field('name', TAXONOMY_ERRORS.couponNameTaken);
    const after = toAdminCoupon(row);
    await recordAudit(tx, staff, {
      action: 'coupon.create',
      entity: 'coupon',
      entityId: after.id,
      after,
    });
    return after;
  });
}

/** The row to change, locked; 404 when it does not exist. */
async function lockedCoupon(tx: Db | Tx, id: number) {
  const current = await selectCouponForUpdate(tx, id);
  if (!current) throw AppError.of('not_found', TAXONOMY_ERRORS.couponNotFound);
  return current;
}

/** The current fields with the ones sent; switching the type drops the other kind of discount. */
function mergedInput(current: CouponRow, patch: Partial<CouponInput>): CouponInput {
  const defined = Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined),
  ) as Partial<CouponInput>;
  const merged: CouponInput = { ...toInput(current), ...defined };
  if (merged.type === 'percentage' && defined.discount_amount === undefined)
    merged.discount_amount = null;
  if (merged.type === 'fixed' && defined.discount_percentage === undefined)
    merged.discount_percentage = null;
  return merged;
}

/** Changes the fields sent; a used coupon keeps its name (orders and per-customer limits use it). */
export async function editCoupon(
  db: Db,
  staff: StaffMember,
  id: number,
  patch: Partial<CouponInput>,
) {
  return db.transaction(async (tx) => {
    const current = await lockedCoupon(tx, id);
    const values = toValues(mergedInput(current, patch));
    if (values.name !== current.name) {
      if (current.timesUsed > 0 && values.name.toLowerCase() !== current.name.toLowerCase())
        throw AppError.field('name', TAXONOMY_ERRORS.couponRenameUsed);
      if (await couponNameTaken(tx, values.name, id))
        throw AppError.field('name', TAXONOMY_ERRORS.couponNameTaken);
    }
    const after = toAdminCoupon(await updateCoupon(tx, id, values));
    await recordAudit(tx, staff, {
      action: 'coupon.update',
      entity: 'coupon',
      entityId: id,
      before: toAdminCoupon(current),
      after,
    });
    return after;
  });
}

/** Deletes a coupon that was never used; a used one is deactivated instead (409). */
export async function deleteCoupon(db: Db, staff: StaffMember, id: number) {
  await db.transaction(async (tx) => {
    const current = await lockedCoupon(tx, id);
    if (current.timesUsed > 0) throw AppError.of('in_use', TAXONOMY_ERRORS.couponInUse);
    await deleteCouponRow(tx, id);
    await recordAudit(tx, staff, {
      action: 'coupon.delete',
      entity: 'coupon',
      entityId: id,
      before: toAdminCoupon(current),
    });
  });
}
