import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../../lib/lazy-modules.js';
import {
  type AdminBrand,
  type AdminCategory,
  BRAND_LOGO_MAX_BYTES,
  TAXONOMY_ERRORS,
} from '@shop/contract';
import type { Db, Tx } from '../../../db/client.js';
import { slugify } from '../../../lib/slugify.js';
import { AppError } from '../../../lib/app-error.js';
import {
  brandNameTaken,
  countBrandProducts,
  countCategoryUse,
  deleteBrand,
  deleteCategory,
  insertBrand,
  insertCategory,
  isInSubtree,
  lockBrands,
  lockCategories,
  selectAdminBrands,
  selectAdminCategories,
  selectBrand,
  selectCategory,
  selectSlugsLike,
  updateBrand,
  updateCategory,
} from './taxonomy-admin.repository.js';

/**
 * The back office's writes to categories and brands (issue 11). Every change is committed by the
 * caller's transaction; the tables' triggers (migration 0002) NOTIFY `catalog_changed`, so every
 * process empties its cached category lists and filters once it commits.
 */

/** Size of a brand logo, as the seed draws them (db/seed/images/brand-logo.ts). */
export const LOGO_WIDTH = 480;
export const LOGO_HEIGHT = 240;

/** A free slug for `name` in `table`: the seed's slugify, then -2, -3... when taken. */
async function freeSlug(
  tx: Db | Tx,
  table: 'categories' | 'brands',
  name: string,
  exceptId: number | null,
): Promise<string> {
  const base = slugify(name) || (table === 'categories' ? 'categoria' : 'marca');
  const taken = new Set(await selectSlugsLike(tx, table, base, exceptId));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

// --- Categories ---------------------------------------------------------------------------------

type CategoryListRow = Awaited<ReturnType<typeof selectAdminCategories>>[number];

/** The tree in display order (parents before children, siblings by position then name). */
function treeOrder(rows: CategoryListRow[]): AdminCategory[] {
  const children = new Map<number | null, CategoryListRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const out: AdminCategory[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push({
        id: row.id,
        name: row.name,
        slug: row.slug,
        parent: row.parentId,
        position: row.position,
        depth,
        product_count: row.productCount,
        children_count: row.childrenCount,
      });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

export async function listAdminCategories(db: Db | Tx) {
  const results = treeOrder(await selectAdminCategories(db));
  return { count: results.length, results };
}

export interface CategoryState {
  id: number;
  name: string;
  slug: string;
  parent: number | null;
  position: number;
}

const categoryState = (row: {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  position: number;
}): CategoryState => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  parent: row.parentId,
  position: row.position,
});

async function requireParent(tx: Db | Tx, parent: number | null) {
  if (parent !== null && !(await selectCategory(tx, parent)))
    throw AppError.field('parent', TAXONOMY_ERRORS.parentNotFound);
}

export async function createCategory(
  tx: Db | Tx,
  input: { name: string; parent: number | null; position: number },
): Promise<CategoryState> {
  await lockCategories(tx);
  await requireParent(tx, input.parent);
  const row = await insertCategory(tx, {
    name: input.name,
    slug: await freeSlug(tx, 'categories', input.name, null),
    parentId: input.parent,
    position: input.position,
  });
  return categoryState(row);
}

/** Changes a category; a new parent may not be the category itself or one of its descendants. */
export async function changeCategory(
  tx: Db | Tx,
  id: number,
  input: { name?: string; parent?: number | null; position?: number },
): Promise<{ before: CategoryState; after: CategoryState }> {
  await lockCategories(tx);
  const current = await selectCategory(tx, id);
  if (!current) throw AppError.of('not_found', TAXONOMY_ERRORS.categoryNotFound);
  if (input.parent !== undefined && input.parent !== null) {
    await requireParent(tx, input.parent);
    if (await isInSubtree(tx, id, input.parent))
      throw AppError.field('parent', TAXONOMY_ERRORS.categoryCycle);
  }
  const values: Parameters<typeof updateCategory>[2] = {};
  if (input.name !== undefined && input.name !== current.name) {
    values.name = input.name;
    values.slug = await freeSlug(tx, 'categories', input.name, id);
  }
  if (input.parent !== undefined) values.parentId = input.parent;
  if (input.position !== undefined) values.position = input.position;
  const row = Object.keys(values).length > 0 ? await updateCategory(tx, id, values) : current;
  return { before: categoryState(current), after: categoryState(row) };
}

/** Deletes a category nobody uses: 409 while products or subcategories are in it. */
export async function removeCategory(tx: Db | Tx, id: number): Promise<CategoryState> {
  await lockCategories(tx);
  const current = await selectCategory(tx, id);
  if (!current) throw AppError.of('not_found', TAXONOMY_ERRORS.categoryNotFound);
  const use = await countCategoryUse(tx, id);
  if (use.products > 0 || use.children > 0)
    throw AppError.of('in_use', TAXONOMY_ERRORS.categoryInUse(use.products, use.children));
  await deleteCategory(tx, id);
  return categoryState(current);
}

// --- Brands -------------------------------------------------------------------------------------

export async function listAdminBrands(db: Db | Tx) {
  const results: AdminBrand[] = (await selectAdminBrands(db)).map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    logo: r.logo,
    product_count: r.productCount,
  }));
  return { count: results.length, results };
}

export interface BrandState {
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

export async function toAdminBrand(db: Db | Tx, state: BrandState): Promise<AdminBrand> {
  return { ...state, product_count: await countBrandProducts(db, state.id) };
}

export async function createBrand(tx: Db | Tx, input: { name: string }): Promise<BrandState> {
  await lockBrands(tx);
  if (await brandNameTaken(tx, input.name, null))
    throw AppError.field('name', TAXONOMY_ERRORS.brandNameTaken);
  // No logo yet: the panel shows a placeholder until one is uploaded.
  const row = await insertBrand(tx, {
    name: input.name,
    slug: await freeSlug(tx, 'brands', input.name, null),
    logo: '',
  });
  return brandState(row);
}

export async function changeBrand(
  tx: Db | Tx,
  id: number,
  input: { name: string },
): Promise<{ before: BrandState; after: BrandState }> {
  await lockBrands(tx);
  const current = await selectBrand(tx, id);
  if (!current) throw AppError.of('not_found', TAXONOMY_ERRORS.brandNotFound);
  if (input.name === current.name)
    return { before: brandState(current), after: brandState(current) };
  if (await brandNameTaken(tx, input.name, id))
    throw AppError.field('name', TAXONOMY_ERRORS.brandNameTaken);
  const row = await updateBrand(tx, id, {
    name: input.name,
    slug: await freeSlug(tx, 'brands', input.name, id),
  });
  return { before: brandState(current), after: brandState(row) };
}

export async function removeBrand(tx: Db | Tx, id: number): Promise<BrandState> {
  await lockBrands(tx);
  const current = await selectBrand(tx, id);
  if (!current) throw AppError.of('not_found', TAXONOMY_ERRORS.brandNotFound);
  const used = await countBrandProducts(tx, id);
  if (used > 0) throw AppError.of('in_use', TAXONOMY_ERRORS.brandInUse(used));
  await deleteBrand(tx, id);
  return brandState(current);
}

/** 404 unless the brand exists (checked before an upload is read). */
export async function requireBrand(db: Db | Tx, id: number): Promise<BrandState> {
  const row = await selectBrand(db, id);
  if (!row) throw AppError.of('not_found', TAXONOMY_ERRORS.brandNotFound);
  return brandState(row);
}

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

export async function setBrandLogo(
  tx: Db | Tx,
  id: number,
  logo: string,
): Promise<{ before: BrandState; after: BrandState }> {
  const current = await selectBrand(tx, id);
  if (!current) throw AppError.of('not_found', TAXONOMY_ERRORS.brandNotFound);
  const row = await updateBrand(tx, id, { logo });
  return { before: brandState(current), after: brandState(row) };
}
