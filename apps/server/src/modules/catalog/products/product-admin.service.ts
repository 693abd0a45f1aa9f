import type SanitizeHtml from 'sanitize-html';
import {
  ADMIN_PRODUCT_ERRORS,
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductPatch,
  type AdminProductsQuery,
  type AdminProductSummary,
  centsToMoney,
  LOW_STOCK_THRESHOLD,
  moneyToCents,
} from '@shop/contract';
import type { Db, Tx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { sanitizeHtml } from '../../../lib/lazy-modules.js';
import { categoryExists, selectCategories } from '../category.repository.js';
import { toMediaPath } from '../product-dto.js';
import {
  type AdminProductRow,
  brandExists,
  type ProductUpdate,
  selectAdminProduct,
  selectAdminProductPage,
  selectBrandOptions,
  selectImages,
  selectSlugsLike,
  skuTaken,
  updateProductRow,
} from './product-admin.repository.js';
import { NO_IMAGE } from './product-images.js';
import { insertProducts, nofollowLink, searchTextFor } from './product-writer.js';
import { adjustStock, lockProductStock } from '../stock/stock.service.js';

// The catalogue's side of the back office's products (issue 11): the rules of every write;
// products-back-office.service wraps them in its transaction with the audit entry. The images:
// product-image-admin.service.ts.

/** The HTML the back office's editor may store: nothing else survives (ADR 032). */
const ADMIN_DESCRIPTION_HTML: SanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    a: nofollowLink,
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

function sanitizeAdminDescription(html: string): string {
  return sanitizeHtml()(html, ADMIN_DESCRIPTION_HTML).trim();
}

const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/"/g, ' pulg ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '') || 'producto';

const toSummary = (r: AdminProductRow): AdminProductSummary => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  sku: r.sku,
  brand: r.brandId,
  brand_name: r.brandName,
  category: r.categoryId,
  category_name: r.categoryName,
  price: centsToMoney(r.priceCents),
  quantity: r.quantity,
  is_active: r.isActive,
  thumbnail: toMediaPath(r.thumbnail),
});

/** The back office's product list: hidden products too, filtered and paged. */
export async function listAdminProducts(db: Db, q: AdminProductsQuery) {
  const { rows, count } = await selectAdminProductPage(db, {
    search: q.search,
    categoryId: q.category,
    brandId: q.brand,
    stock: q.stock,
    active: q.active,
    lowThreshold: LOW_STOCK_THRESHOLD,
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  return { count, page: q.page, page_size: q.page_size, results: rows.map(toSummary) };
}

/** One product as the back office edits it, with its images; 404 when it does not exist. */
export async function getAdminProduct(db: Db | Tx, id: number): Promise<AdminProduct> {
  const row = await selectAdminProduct(db, id);
  if (!row) throw AppError.of('not_found', ADMIN_PRODUCT_ERRORS.notFound);
  const images = await selectImages(db, id);
  return {
    ...toSummary(row),
    compare_price: centsToMoney(row.comparePriceCents),
    iva_rate: row.ivaRate,
    description: row.description,
    sold: row.sold,
    max_per_order: row.maxPerOrder,
    photo: toMediaPath(row.photo),
    images: images.map((i, position) => ({
      id: i.id,
      photo: toMediaPath(i.photo),
      thumbnail: toMediaPath(i.thumbnail),
      position,
    })),
    date_created: row.dateCreated.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listProductOptions(db: Db) {
  const [brands, categories] = await Promise.all([selectBrandOptions(db), selectCategories(db)]);
  return {
    brands,
    categories: categories.map((c) => ({ id: c.id, name: c.name, parent: c.parentId })),
  };
}

async function checkReferences(
  tx: Db | Tx,
  input: { sku?: string; brand?: number; category?: number },
  exceptId?: number,
) {
  const errors: Record<string, string[]> = {};
  if (input.sku && (await skuTaken(tx, input.sku, exceptId)))
    errors.sku = [ADMIN_PRODUCT_ERRORS.skuTaken];
  if (input.brand !== undefined && !(await brandExists(tx, input.brand)))
    errors.brand = [ADMIN_PRODUCT_ERRORS.brandMissing];
  if (input.category !== undefined && !(await categoryExists(tx, input.category)))
    errors.category = [ADMIN_PRODUCT_ERRORS.categoryMissing];
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
}

async function freeSlug(tx: Db | Tx, name: string) {
  const base = slugify(name);
  const taken = new Set(await selectSlugsLike(tx, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The audited view of a product: the fields the back office writes. */
type ProductSnapshot = Pick<
  AdminProduct,
  | 'name'
  | 'sku'
  | 'brand'
  | 'category'
  | 'price'
  | 'compare_price'
  | 'iva_rate'
  | 'quantity'
  | 'description'
  | 'is_active'
  | 'max_per_order'
>;

const snapshot = (p: AdminProduct): ProductSnapshot => ({
  name: p.name,
  sku: p.sku,
  brand: p.brand,
  category: p.category,
  price: p.price,
  compare_price: p.compare_price,
  iva_rate: p.iva_rate,
  quantity: p.quantity,
  description: p.description,
  is_active: p.is_active,
  max_per_order: p.max_per_order,
});

/**
 * Creates a product in the caller's transaction: code unique, description sanitized, search text
 * filled; the initial stock is recorded in the ledger as a 'compra'. Answers the new product.
 */
export async function createAdminProduct(
  tx: Db | Tx,
  input: AdminProductCreate,
  userId: number,
): Promise<{ product: AdminProduct; after: ProductSnapshot }> {
  await checkReferences(tx, input);
  const priceCents = moneyToCents(input.price);
  const [id] = await insertProducts(tx, [
    {
      name: input.name,
      slug: await freeSlug(tx, input.name),
      ...(input.sku ? { sku: input.sku } : {}),
      brandId: input.brand,
      categoryId: input.category,
      description: sanitizeAdminDescription(input.description),
      priceCents,
      comparePriceCents: input.compare_price ? moneyToCents(input.compare_price) : priceCents,
      ivaRate: input.iva_rate,
      quantity: 0,
      sold: 0,
      photo: NO_IMAGE.photo,
      thumbnail: NO_IMAGE.thumbnail,
      isActive: input.is_active,
      maxPerOrder: input.max_per_order,
    },
  ]);
  if (input.quantity > 0)
    await adjustStock(tx, { productId: id!, change: input.quantity, reason: 'compra', userId });
  const product = await getAdminProduct(tx, id!);
  return { product, after: snapshot(product) };
}

/**
 * Changes the given fields in the caller's transaction. A new stock count goes through the
 * ledger as an 'ajuste' (the row is locked first, so a sale in between is never lost). Answers
 * the product and the changed fields before and after (empty when nothing changed).
 */
export async function updateAdminProduct(
  tx: Db | Tx,
  id: number,
  patch: AdminProductPatch,
  userId: number,
) {
  await lockProductStock(tx, [id]);
  const current = await selectAdminProduct(tx, id);
  if (!current) throw AppError.of('not_found', ADMIN_PRODUCT_ERRORS.notFound);
  const beforeProduct = await getAdminProduct(tx, id);
  await checkReferences(tx, patch, id);

  const set: ProductUpdate = {};
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.sku !== undefined && patch.sku !== '') set.sku = patch.sku;
  if (patch.brand !== undefined) set.brandId = patch.brand;
  if (patch.category !== undefined) set.categoryId = patch.category;
  if (patch.price !== undefined) set.priceCents = moneyToCents(patch.price);
  if (patch.compare_price !== undefined)
    set.comparePriceCents = patch.compare_price
      ? moneyToCents(patch.compare_price)
      : (set.priceCents ?? current.priceCents);
  if (patch.iva_rate !== undefined) set.ivaRate = patch.iva_rate;
  if (patch.description !== undefined)
    set.description = sanitizeAdminDescription(patch.description);
  if (patch.is_active !== undefined) set.isActive = patch.is_active;
  if (patch.max_per_order !== undefined) set.maxPerOrder = patch.max_per_order;
  if (set.brandId !== undefined || set.categoryId !== undefined || set.description !== undefined)
    set.searchText = await searchTextFor(tx, {
      brandId: set.brandId ?? current.brandId,
      categoryId: set.categoryId ?? current.categoryId,
      description: set.description ?? current.description,
    });
  if (Object.keys(set).length > 0) await updateProductRow(tx, id, set);

  if (patch.quantity !== undefined && patch.quantity !== current.quantity) {
    const { movement } = await adjustStock(tx, {
      productId: id,
      change: patch.quantity - current.quantity,
      reason: 'ajuste',
      userId,
    });
    if (!movement) throw AppError.field('quantity', 'El stock no puede ser negativo.');
  }

  const product = await getAdminProduct(tx, id);
  const before = snapshot(beforeProduct);
  const after = snapshot(product);
  const changed = (Object.keys(after) as (keyof ProductSnapshot)[]).filter(
    (k) => before[k] !== after[k],
  );
  return {
    product,
    before: Object.fromEntries(changed.map((k) => [k, before[k]])),
    after: Object.fromEntries(changed.map((k) => [k, after[k]])),
  };
}
