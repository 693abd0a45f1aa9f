import { type AdminBrand, TAXONOMY_ERRORS } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { StaffMember } from '../../../lib/staff-member.js';
import {
  brandNameTaken,
  countBrandProducts,
  deleteBrand as deleteBrandRow,
  insertBrand,
  lockBrands,
  selectAdminBrands,
  selectBrand,
  updateBrand,
} from './taxonomy-admin.repository.js';
import { encodeLogo, storeLogo } from './brand-logo.js';
import { freeSlug } from './taxonomy-slug.js';
import { recordAudit } from '../../audit/audit.service.js';

/**
 * The back office's brands (issue 11): each change runs in one transaction with its audit entry
 * (who, what, before, after); the tables' triggers NOTIFY `catalog_changed` at commit.
 */

export async function listBrands(db: Db | Tx) {
  const results: AdminBrand[] = (await selectAdminBrands(db)).map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    logo: r.logo,
    product_count: r.productCount,
  }));
  return { count: results.length, results };
}

interface BrandState {
  id: number;
  name: string;
  slug: string;
  logo: string;
}
const brandState = (r: BrandState): BrandState => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  logo: r.logo,
});

async function toAdminBrand(db: Db | Tx, state: BrandState): Promise<AdminBrand> {
  return { ...state, product_count: await countBrandProducts(db, state.id) };
}

/** The brand as stored; 404 when it does not exist. */
async function requireBrand(db: Db | Tx, id: number): Promise<BrandState> {
  const row = await selectBrand(db, id);
  if (!row) throw AppError.of('not_found', TAXONOMY_ERRORS.brandNotFound);
  return brandState(row);
}

export async function addBrand(db: Db, staff: StaffMember, body: { name: string }) {
  return db.transaction(async (tx) => {
    await lockBrands(tx);
    if (await brandNameTaken(tx, body.name, null))
      throw AppError.field('name', TAXONOMY_ERRORS.brandNameTaken);
    // No logo yet: the panel shows a placeholder until one is uploaded.
    const after = brandState(
      await insertBrand(tx, {
        name: body.name,
        slug: await freeSlug(tx, 'brands', body.name, null),
        logo: '',
      }),
    );
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
    await lockBrands(tx);
    const before = await requireBrand(tx, id);
    let after = before;
    if (body.name !== before.name) {
      if (await brandNameTaken(tx, body.name, id))
        throw AppError.field('name', TAXONOMY_ERRORS.brandNameTaken);
      after = brandState(
        await updateBrand(tx, id, {
          name: body.name,
          slug: await freeSlug(tx, 'brands', body.name, id),
        }),
      );
    }
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
    await lockBrands(tx);
    const before = await requireBrand(tx, id);
    const used = await countBrandProducts(tx, id);
    if (used > 0) throw AppError.of('in_use', TAXONOMY_ERRORS.brandInUse(used));
    await deleteBrandRow(tx, id);
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
    const before = await requireBrand(tx, id);
    const after = brandState(await updateBrand(tx, id, { logo: url }));
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
