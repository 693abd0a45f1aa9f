import { ADMIN_PRODUCT_ERRORS } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import {
  deleteImage,
  insertImage,
  selectAdminProduct,
  selectImages,
  updateImagePosition,
  updateProductRow,
} from './product-admin.repository.js';
import { NO_IMAGE, type StoredImage } from './product-images.js';

// A product's images in the back office (ADR 032): added last, removed, reordered; the first is
// the main image. Each runs in the caller's transaction with the product locked.

/** The main image is the first: products.photo and thumbnail follow it ("Sin imagen" when none is left). */
async function syncMainImage(tx: Db | Tx, productId: number) {
  const images = await selectImages(tx, productId);
  const first = images[0];
  await updateProductRow(tx, productId, {
    photo: first?.photo ?? NO_IMAGE.photo,
    thumbnail: first?.thumbnail ?? NO_IMAGE.thumbnail,
  });
  return images;
}

/** Locks the product (so image changes of one product take turns) or answers 404. */
async function lockProduct(tx: Db | Tx, productId: number) {
  const row = await selectAdminProduct(tx, productId, true);
  if (!row) throw AppError.of('not_found', ADMIN_PRODUCT_ERRORS.notFound);
  return row;
}

/**
 * Adds an uploaded image last. A product that still shows only its first picture (the seed's
 * drawing, never uploaded) keeps it as its first image, so nothing the shop shows is lost.
 */
export async function addProductImage(tx: Db | Tx, productId: number, image: StoredImage) {
  const product = await lockProduct(tx, productId);
  let images = await selectImages(tx, productId);
  if (images.length === 0 && product.photo !== '' && product.photo !== NO_IMAGE.photo) {
    await insertImage(tx, {
      productId,
      photo: product.photo,
      thumbnail: product.thumbnail,
      position: 0,
    });
    images = await selectImages(tx, productId);
  }
  const id = await insertImage(tx, { productId, ...image, position: images.length });
  await syncMainImage(tx, productId);
  return id;
}

export async function removeProductImage(tx: Db | Tx, productId: number, imageId: number) {
  await lockProduct(tx, productId);
  if (!(await deleteImage(tx, productId, imageId)))
    throw AppError.of('not_found', ADMIN_PRODUCT_ERRORS.imageNotFound);
  const images = await selectImages(tx, productId);
  for (const [position, image] of images.entries())
    if (image.position !== position) await updateImagePosition(tx, image.id, position);
  await syncMainImage(tx, productId);
}

/** Puts the images in the given order (every id once); the first becomes the main image. */
export async function reorderProductImages(tx: Db | Tx, productId: number, ids: number[]) {
  await lockProduct(tx, productId);
  const images = await selectImages(tx, productId);
  const known = new Set(images.map((i) => i.id));
  if (
    ids.length !== images.length ||
    new Set(ids).size !== ids.length ||
    ids.some((i) => !known.has(i))
  )
    throw AppError.field('ids', ADMIN_PRODUCT_ERRORS.orderMismatch);
  for (const [position, id] of ids.entries()) await updateImagePosition(tx, id, position);
  await syncMainImage(tx, productId);
  return images.map((i) => i.id);
}
