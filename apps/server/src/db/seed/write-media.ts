import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../lib/lazy-modules.js';
import { seedBrands } from './catalog/brands.js';
import { seedProducts } from './catalog/products.js';
import { renderLogoSvg } from './images/brand-logo.js';
import { renderProductSvg } from './images/product-image.js';
import { mediaPaths } from './media-paths.js';
import { artKey, getProductArt, type ProductArt } from './product-art.js';
import { slugify } from '../../lib/slugify.js';

const THUMB_SIZE = 300;
const PARALLEL = 3;

/**
 * Draws every demo picture that is missing under `mediaDir`: product photos (800 px WebP),
 * thumbnails (300 px WebP) and brand logos. Existing files are kept, so this is cheap to repeat.
 * Returns how many files were written.
 */
export async function writeDemoMedia(mediaDir: string): Promise<number> {
  await mkdir(path.join(mediaDir, 'products', 'thumbs'), { recursive: true });
  await mkdir(path.join(mediaDir, 'brands'), { recursive: true });
  const target = (relative: string) => path.join(mediaDir, relative);

  const pictures = new Map<string, { art: ProductArt; slugs: string[] }>();
  for (const product of seedProducts) {
    const slug = slugify(product.name);
    if (
      existsSync(target(mediaPaths.photo(slug))) &&
      existsSync(target(mediaPaths.thumbnail(slug)))
    )
      continue;
    const art = getProductArt(product);
    const key = artKey(art);
    const entry = pictures.get(key) ?? { art, slugs: [] };
    entry.slugs.push(slug);
    pictures.set(key, entry);
  }
  const logos = seedBrands.filter((b) => !existsSync(target(mediaPaths.logo(b.slug))));

  const jobs = [
    ...[...pictures.values()].map(({ art, slugs }) => async () => {
      const [photo, thumb] = await renderPhoto(art);
      for (const slug of slugs) {
        await writeAtomic(target(mediaPaths.photo(slug)), photo);
        await writeAtomic(target(mediaPaths.thumbnail(slug)), thumb);
      }
      return slugs.length * 2;
    }),
    ...logos.map((brand) => async () => {
      const sharp = await loadSharp();
      const logo = await sharp(Buffer.from(renderLogoSvg(brand.logo)))
        .webp({ quality: 90, effort: 2 })
        .toBuffer();
      await writeAtomic(target(mediaPaths.logo(brand.slug)), logo);
      return 1;
    }),
  ];
  const counts = await runPool(jobs, PARALLEL);
  return counts.reduce((a, b) => a + b, 0);
}

/** Rasterises the drawing once and encodes the photo and its thumbnail from the same pixels. */
async function renderPhoto(art: ProductArt): Promise<[Buffer, Buffer]> {
  const svg = renderProductSvg(art.icon, art.palette, art.tint);
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all([
    sharp(data, raw).webp({ quality: 85, effort: 2 }).toBuffer(),
    sharp(data, raw).resize(THUMB_SIZE, THUMB_SIZE).webp({ quality: 82, effort: 2 }).toBuffer(),
  ]);
}

/** Several processes may start at once: a reader sees either no file or a whole one. */
async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

async function runPool<T>(jobs: Array<() => Promise<T>>, size: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, jobs.length) }, worker));
  return results;
}
