import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadSharp } from '../../lib/lazy-modules.js';

const MAX_SIDE = 1000;

const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'));

/**
 * The photo at a `/media/...` path as PNG or JPEG bytes for the PDF (WebP and other formats are
 * converted), or null when there is no such file or it is not an image.
 */
export async function readPhotoForPdf(
  mediaDir: string,
  mediaPath: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Buffer | null> {
  const file = resolveMediaFile(mediaDir, mediaPath);
  if (!file) return null;
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return null;
  }
  if (isJpeg(bytes) || isPng(bytes)) return bytes;
  try {
    const sharp = await loadSharp();
    return await sharp(bytes)
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch (err) {
    log.warn({ err, mediaPath }, 'product photo is not a readable image; PDF goes without it');
    return null;
  }
}

/** The file behind a media path, never outside the media folder. */
function resolveMediaFile(mediaDir: string, mediaPath: string): string | null {
  const relative = mediaPath.replace(/^\/?media\//, '').replace(/^\/+/, '');
  if (relative === '') return null;
  const root = path.resolve(mediaDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
}
