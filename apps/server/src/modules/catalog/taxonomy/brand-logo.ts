import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BRAND_LOGO_MAX_BYTES, TAXONOMY_ERRORS } from '@shop/contract';
import { loadSharp } from '../../../lib/lazy-modules.js';
import { AppError } from '../../../lib/app-error.js';

/** Size of a brand logo, as the seed draws them (db/seed/images/brand-logo.ts). */
const LOGO_WIDTH = 480;
const LOGO_HEIGHT = 240;

/**
 * A logo file as the shop keeps them: only raster PNG, JPEG or WebP (by content, never by the
 * name or the declared type) up to 2 MB, re-encoded to a 480x240 WebP on white with its
 * metadata (EXIF, GPS, ICC...) dropped. A bad file is a 400 field error on `logo`.
 */
export async function encodeLogo(file: Buffer): Promise<Buffer> {
  if (file.length > BRAND_LOGO_MAX_BYTES)
    throw AppError.field('logo', TAXONOMY_ERRORS.logoTooLarge);
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(file).metadata()).format;
  } catch {
    throw AppError.field('logo', TAXONOMY_ERRORS.logoType);
  }
  if (format !== 'png' && format !== 'jpeg' && format !== 'webp')
    throw AppError.field('logo', TAXONOMY_ERRORS.logoType);
  try {
    return await sharp(file, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(LOGO_WIDTH, LOGO_HEIGHT, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    throw AppError.field('logo', TAXONOMY_ERRORS.logoType);
  }
}

/** Writes an encoded logo under media/brands/ with a new name (caches never show the old one). */
export async function storeLogo(mediaDir: string, slug: string, logo: Buffer): Promise<string> {
  const relative = `brands/${slug}-${randomBytes(4).toString('hex')}.webp`;
  const file = path.join(mediaDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, logo);
  await rename(temp, file);
  return `/media/${relative}`;
}
