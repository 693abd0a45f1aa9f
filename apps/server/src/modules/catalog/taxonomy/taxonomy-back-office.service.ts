import type { AdminCategory } from '@shop/contract';
import type { Db } from '../../../db/client.js';
import type { StaffMember } from '../../../lib/staff-member.js';
import {
  changeBrand,
  changeCategory,
  createBrand,
  createCategory,
  encodeLogo,
  listAdminBrands,
  listAdminCategories,
  removeBrand,
  removeCategory,
  requireBrand,
  setBrandLogo,
  storeLogo,
  toAdminBrand,
} from './taxonomy-admin.service.js';
import { recordAudit } from '../../audit/audit.service.js';

/**
 * Categories and brands in the back office: each change runs in one transaction with its
 * audit entry (who, what, before, after), through the owning module's service.
 */

async function categoryDto(db: Db, id: number): Promise<AdminCategory> {
  const { results } = await listAdminCategories(db);
  return results.find((c) => c.id === id)!;
}

export const listCategories = (db: Db) => listAdminCategories(db);

export async function addCategory(
  db: Db,
  staff: StaffMember,
  body: { name: string; parent: number | null; position: number },
) {
  const created = await db.transaction(async (tx) => {
    const after = await createCategory(tx, body);
    await recordAudit(tx, staff, {
      action: 'category.create',
      entity: 'category',
      entityId: after.id,
      after,
    });
    return after;
  });
  return categoryDto(db, created.id);
}

export async function editCategory(
  db: Db,
  staff: StaffMember,
  id: number,
  body: { name?: string; parent?: number | null; position?: number },
) {
  await db.transaction(async (tx) => {
    const { before, after } = await changeCategory(tx, id, body);
    await recordAudit(tx, staff, {
      action: 'category.update',
      entity: 'category',
      entityId: id,
      before,
      after,
    });
  });
  return categoryDto(db, id);
}

export async function deleteCategory(db: Db, staff: StaffMember, id: number) {
  await db.transaction(async (tx) => {
    const before = await removeCategory(tx, id);
    await recordAudit(tx, staff, {
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      before,
    });
  });
}

export const listBrands = (db: Db) => listAdminBrands(db);

export async function addBrand(db: Db, staff: StaffMember, body: { name: string }) {
  return db.transaction(async (tx) => {
    const after = await createBrand(tx, body);
    await recordAudit(tx, staff, {
      action: 'brand.create',
      entity: 'brand',
      entityId: after.id,
      after,
    });
    return toAdminBrand(tx, after);
  });
}

export async function editBrand(db: Db, staff: StaffMember, id: number, body: { name: string }) {
  return db.transaction(async (tx) => {
    const { before, after } = await changeBrand(tx, id, body);
    await recordAudit(tx, staff, {
      action: 'brand.update',
      entity: 'brand',
      entityId: id,
      before,
      after,
    });
    return toAdminBrand(tx, after);
  });
}

export async function deleteBrand(db: Db, staff: StaffMember, id: number) {
  await db.transaction(async (tx) => {
    const before = await removeBrand(tx, id);
    await recordAudit(tx, staff, { action: 'brand.delete', entity: 'brand', entityId: id, before });
  });
}

/**
 * A new logo for the brand: checked and re-encoded (400 on a bad file, nothing changes), written
 * under the media folder with a new name, then set on the brand with its audit entry.
 */
export async function uploadBrandLogo(
  db: Db,
  mediaDir: string,
  staff: StaffMember,
  id: number,
  file: Buffer | null,
) {
  const brand = await requireBrand(db, id);
  const logo = await encodeLogo(file ?? Buffer.alloc(0));
  const url = await storeLogo(mediaDir, brand.slug, logo);
  return db.transaction(async (tx) => {
    const { before, after } = await setBrandLogo(tx, id, url);
    await recordAudit(tx, staff, {
      action: 'brand.logo',
      entity: 'brand',
      entityId: id,
      before: { logo: before.logo },
      after: { logo: after.logo },
    });
    return toAdminBrand(tx, after);
  });
}
