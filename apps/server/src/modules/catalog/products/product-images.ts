import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../../lib/lazy-modules.js';
import { ADMIN_PRODUCT_ERRORS, PRODUCT_IMAGE_MAX_BYTES } from '@shop/contract';
import { AppError } from '../../../lib/app-error.js';

// Uploaded product images become what the seed's pictures are (db/seed/write-media.ts): an
// 800 px WebP photo and a 300 px WebP thumbnail under media/products/, squared on white, turned
// upright by their EXIF orientation, every metadata block (EXIF, GPS, ICC, XMP) left out.

const PHOTO_SIZE = 800;
const THUMB_SIZE = 300;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** Refuses decompression bombs: a 10 MB file may not claim more than 50 megapixels. */
const MAX_PIXELS = 50_000_000;

export interface StoredImage {
  /** Paths relative to the media folder; the database keeps them as /media/... */
  photo: string;
  thumbnail: string;
}

/** What a product without images shows (drawn once per media folder). */
export const NO_IMAGE: StoredImage = {
  photo: '/media/products/sin-imagen.webp',
  thumbnail: '/media/products/thumbs/sin-imagen.webp',
};

const placeholderSvg = (size: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
      '<rect width="100" height="100" fill="#f1f5f9"/>' +
      '<rect x="30" y="32" width="40" height="30" rx="3" fill="none" stroke="#94a3b8" stroke-width="3"/>' +
      '<circle cx="42" cy="42" r="4" fill="#94a3b8"/><path d="M33 59l12-11 8 7 6-5 9 9" fill="none" stroke="#94a3b8" stroke-width="3"/>' +
      '<text x="50" y="78" font-family="sans-serif" font-size="8" fill="#64748b" text-anchor="middle">Sin imagen</text></svg>',
  );

/** Draws the "Sin imagen" picture if the media folder does not have it yet. */
export async function ensureNoImage(mediaDir: string): Promise<void> {
  const photo = path.join(mediaDir, NO_IMAGE.photo.replace(/^\/media\//, ''));
  const thumb = path.join(mediaDir, NO_IMAGE.thumbnail.replace(/^\/media\//, ''));
  if (existsSync(photo) && existsSync(thumb)) return;
  const sharp = await loadSharp();
  await mkdir(path.dirname(thumb), { recursive: true });
  await writeAtomic(photo, await sharp(placeholderSvg(800)).webp({ quality: 85 }).toBuffer());
  await writeAtomic(thumb, await sharp(placeholderSvg(300)).webp({ quality: 82 }).toBuffer());
}

const notAnImage = () => AppError.field('image', ADMIN_PRODUCT_ERRORS.notAnImage);

/** Checks the bytes (not the file name or the declared type) and answers the decoded format. */
export async function checkImage(data: Buffer): Promise<void> {
  if (data.length > PRODUCT_IMAGE_MAX_BYTES)
    throw AppError.field('image', ADMIN_PRODUCT_ERRORS.tooLarge);
  const sharp = await loadSharp();
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED.has(format) || pixels === 0) throw notAnImage();
}

/** Re-encodes a checked upload and writes photo and thumbnail; answers their media paths. */
export async function storeProductImage(
  mediaDir: string,
  slug: string,
  data: Buffer,
): Promise<StoredImage> {
  await checkImage(data);
  const name = `${slug.slice(0, 60)}-${randomBytes(5).toString('hex')}.webp`;
  const relative = { photo: `products/${name}`, thumbnail: `products/thumbs/${name}` };
  const sharp = await loadSharp();
  let photo: Buffer;
  let thumb: Buffer;
  try {
    const upright = sharp(data, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .flatten({ background: '#ffffff' });
    const square = (size: number) =>
      upright
        .clone()
        .resize(size, size, { fit: 'contain', background: '#ffffff', withoutEnlargement: false });
    [photo, thumb] = await Promise.all([
      square(PHOTO_SIZE).webp({ quality: 85, effort: 2 }).toBuffer(),
      square(THUMB_SIZE).webp({ quality: 82, effort: 2 }).toBuffer(),
    ]);
  } catch {
    throw notAnImage();
  }
  await mkdir(path.join(mediaDir, 'products', 'thumbs'), { recursive: true });
  await writeAtomic(path.join(mediaDir, relative.photo), photo);
  await writeAtomic(path.join(mediaDir, relative.thumbnail), thumb);
  return { photo: `/media/${relative.photo}`, thumbnail: `/media/${relative.thumbnail}` };
}

/** Removes the files of an upload whose database write failed (best effort). */
export async function discardStoredImage(mediaDir: string, image: StoredImage): Promise<void> {
  for (const file of [image.photo, image.thumbnail]) {
    await unlink(path.join(mediaDir, file.replace(/^\/media\//, ''))).catch(() => undefined);
  }
}

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}
