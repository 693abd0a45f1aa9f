import {
  ADMIN_PRODUCT_ERRORS,
  type AdminProductCreate,
  type AdminProductPatch,
  type AdminProductsQuery,
} from '@shop/contract';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { StaffMember } from '../../../lib/staff-member.js';
import {
  createAdminProduct,
  getAdminProduct,
  listAdminProducts,
  listProductOptions,
  updateAdminProduct,
} from './product-admin.service.js';
import {
  addProductImage,
  removeProductImage,
  reorderProductImages,
} from './product-image-admin.service.js';
import { discardStoredImage, ensureNoImage, storeProductImage } from './product-images.js';
import { recordAudit } from '../../audit/audit.service.js';

// The back office's products (issue 11): the catalogue module writes, this module audits each
// change in the same transaction (kept exactly when the change is).

export { getAdminProduct, listAdminProducts, listProductOptions };
export type { AdminProductsQuery };

/** Two saves racing for one code: the unique index answers like the check does. */
function skuRace(err: unknown): never {
  const codeOf = (e: unknown) =>
    e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined;
  const cause = err && typeof err === 'object' && 'cause' in err ? err.cause : undefined;
  if (codeOf(err) === '23505' || codeOf(cause) === '23505')
    throw AppError.field('sku', ADMIN_PRODUCT_ERRORS.skuTaken);
  throw err;
}

export async function createProduct(
  db: Db,
  staff: StaffMember,
  mediaDir: string,
  input: AdminProductCreate,
) {
  await ensureNoImage(mediaDir);
  return db
    .transaction(async (tx) => {
      const { product, after } = await createAdminProduct(tx, input, staff.id);
      await recordAudit(tx, staff, {
        action: 'product.create',
        entity: 'product',
        entityId: product.id,
        before: null,
        after,
      });
      return product;
    })
    .catch(skuRace);
}

export async function updateProduct(
  db: Db,
  staff: StaffMember,
  id: number,
  patch: AdminProductPatch,
) {
  return db
    .transaction(async (tx) => {
      const { product, before, after } = await updateAdminProduct(tx, id, patch, staff.id);
      if (Object.keys(after).length > 0)
        await recordAudit(tx, staff, {
          action: 'product.update',
          entity: 'product',
          entityId: id,
          before,
          after,
        });
      return product;
    })
    .catch(skuRace);
}

/** Checks, re-encodes and stores an upload, then adds it last; nothing changes on a refusal. */
export async function uploadProductImage(
  db: Db,
  staff: StaffMember,
  mediaDir: string,
  id: number,
  data: Buffer,
) {
  const { slug } = await getAdminProduct(db, id);
  const stored = await storeProductImage(mediaDir, slug, data);
  try {
    return await db.transaction(async (tx) => {
      const imageId = await addProductImage(tx, id, stored);
      await recordAudit(tx, staff, {
        action: 'product.image.add',
        entity: 'product',
        entityId: id,
        after: { image: imageId, photo: stored.photo },
      });
      return getAdminProduct(tx, id);
    });
  } catch (err) {
    await discardStoredImage(mediaDir, stored);
    throw err;
  }
}

export async function deleteProductImage(
  db: Db,
  staff: StaffMember,
  mediaDir: string,
  id: number,
  imageId: number,
) {
  await ensureNoImage(mediaDir);
  return db.transaction(async (tx) => {
    const before = await getAdminProduct(tx, id);
    await removeProductImage(tx, id, imageId);
    const image = before.images.find((i) => i.id === imageId);
    await recordAudit(tx, staff, {
      action: 'product.image.delete',
      entity: 'product',
      entityId: id,
      before: { image: imageId, photo: image?.photo ?? null },
      after: null,
    });
    return getAdminProduct(tx, id);
  });
}

export async function orderProductImages(db: Db, staff: StaffMember, id: number, ids: number[]) {
  return db.transaction(async (tx) => {
    const before = await reorderProductImages(tx, id, ids);
    await recordAudit(tx, staff, {
      action: 'product.image.order',
      entity: 'product',
      entityId: id,
      before: { order: before },
      after: { order: ids },
    });
    return getAdminProduct(tx, id);
  });
}
