import {
  type BrandListResponse,
  CATALOG_ERRORS,
  type CategoryNode,
  type FilteredProductsResponse,
  type GetProductsQuery,
  PRICE_RANGES,
  type PriceRange,
  type Product,
  type ProductDetail,
  type ProductListResponse,
  type SortKey,
  type SortOrder,
} from '@shop/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { buildCategoryTree } from './category-tree.js';
import { categoryExists, selectCategories } from './category.repository.js';
import { LIST_CAP_DEFAULT, listWindow, MAX_ID } from './pagination.js';
import { toMediaPath, toProduct } from './product-dto.js';
import {
  selectActiveProductDates,
  selectBrandDates,
  selectProductState,
} from './public-pages.repository.js';
import {
  type ProductFilter,
  selectProductById,
  selectProductImages,
  selectProductPage,
  selectListedBrands,
  selectProductsByIds,
  selectRelatedRows,
} from './product.repository.js';

/** For caches of answers built from the catalogue in other modules (the seo module's pages). */
export { createChangeBoundCache, type CatalogCache } from './catalog-cache.js';

const RELATED_LIMIT = 3;

/** The category tree, from its roots. */
export async function listCategoryTree(db: Db): Promise<CategoryNode[]> {
  return buildCategoryTree(await selectCategories(db));
}

/**
 * GET get-products: all products, sorted, one page; `limit` (the seed's) sets the page size.
 * Without paging parameters, every product up to `cap`.
 */
export async function listProducts(
  db: Db,
  q: GetProductsQuery,
  cap = LIST_CAP_DEFAULT,
): Promise<ProductListResponse> {
  const { rows, count } = await selectProductPage(db, {
    filter: {},
    sort: q.sortBy,
    order: q.order,
    ...listWindow(q, cap),
  });
  return { products: rows.map(toProduct), count };
}

/** The product, or a 404 with the contract's message. */
export async function requireProduct(db: Db, id: number): Promise<Product> {
  const row = id <= MAX_ID ? await selectProductById(db, id) : null;
  if (!row) throw AppError.of('not_found', CATALOG_ERRORS.productNotFound);
  return toProduct(row);
}

/** A product with its further images (the gallery), as the product page reads it. */
async function withImages(db: Db, product: Product): Promise<ProductDetail> {
  const images = await selectProductImages(db, product.id);
  // The back office keeps the main image among product_images too (first): not shown twice.
  return {
    ...product,
    images: images
      .map((i) => ({ photo: toMediaPath(i.photo), thumbnail: toMediaPath(i.thumbnail) }))
      .filter((i) => i.photo !== product.photo),
  };
}

/** The product page's answer: the product and its further images (gallery), or a 404. */
export async function requireProductDetail(db: Db, id: number): Promise<ProductDetail> {
  return withImages(db, await requireProduct(db, id));
}

/** Products by id (unknown ids are left out), for other modules that show products. */
export async function listProductsByIds(db: Db, ids: number[]): Promise<Product[]> {
  const rows = await selectProductsByIds(
    db,
    ids.filter((id) => id <= MAX_ID),
  );
  return rows.map(toProduct);
}

/** A stored thumbnail as the API sends it (`get_thumbnail`), for modules holding a product row. */
export function productThumbnailPath(stored: string): string {
  return toMediaPath(stored);
}

/** Up to 3 others of the product's category family, in stock first, then best sellers. */
export async function listRelatedProducts(db: Db, id: number): Promise<Product[]> {
  const product = await requireProduct(db, id);
  const rows = await selectRelatedRows(
    db,
    { id: product.id, categoryId: product.category },
    RELATED_LIMIT,
  );
  return rows.map(toProduct);
}

/** A 404 for a category filter naming no category; 0 means all. */
export async function requireCategoryFilter(db: Db, categoryId: number): Promise<void> {
  if (categoryId === 0) return;
  if (categoryId > MAX_ID || !(await categoryExists(db, categoryId))) {
    throw AppError.of('not_found', CATALOG_ERRORS.categoryNotFound);
  }
}

export function toProductFilter(
  categoryId: number,
  priceRange: PriceRange,
  extra: { brand?: string[]; in_stock?: boolean } = {},
): ProductFilter {
  const range = PRICE_RANGES.find((r) => r.value === priceRange);
  return {
    categoryId,
    minCents: range?.minCents,
    maxCents: range?.maxCents,
    brandNames: (extra.brand ?? []).filter(Boolean),
    inStock: extra.in_stock ?? false,
  };
}

/** GET /api/product/brands: the brands the shop lists (for the brand filter). */
export async function listBrands(db: Db): Promise<BrandListResponse> {
  return { brands: await selectListedBrands(db) };
}

export interface FilterInput {
  category_id: number;
  price_range: PriceRange;
  sort_by: SortKey;
  order: SortOrder;
  /** Brand names (any of them); empty = all. */
  brand?: string[];
  in_stock?: boolean;
  /** Neither given: every match up to the cap. */
  page?: number;
  page_size?: number;
}

/** by/search's checked body as filterProducts takes it: `sort_by` (or the seed's `sortBy`), newest first. */
export function toFilterInput({
  sortBy,
  sort_by,
  ...rest
}: Omit<FilterInput, 'sort_by'> & { sortBy?: SortKey; sort_by?: SortKey }): FilterInput {
  return { ...rest, sort_by: sort_by ?? sortBy ?? 'date_created' };
}

/** POST by/search: category (with its sub-categories), price range, sort and one page. */
export async function filterProducts(
  db: Db,
  f: FilterInput,
  cap = LIST_CAP_DEFAULT,
): Promise<FilteredProductsResponse> {
  await requireCategoryFilter(db, f.category_id);
  const { rows, count } = await selectProductPage(db, {
    filter: toProductFilter(f.category_id, f.price_range, f),
    sort: f.sort_by,
    order: f.order,
    ...listWindow(f, cap),
  });
  return { filtered_products: rows.map(toProduct), count };
}

/** A product as a public page shows it: hidden or unknown products are null (a 404 page). */
export interface PublicProduct {
  /** The product page's answer, as GET /api/product/product/{id} gives it. */
  product: ProductDetail;
  /** Every image under /media/: the main photo first, then the further images in order. */
  images: string[];
  updatedAt: Date;
}

export async function findPublicProduct(db: Db, id: number): Promise<PublicProduct | null> {
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
  const state = await selectProductState(db, id);
  if (!state?.isActive) return null;
  const row = await selectProductById(db, id);
  if (!row) return null;
  const product = await withImages(db, toProduct(row));
  return {
    product,
    images: [product.photo, ...product.images.map((i) => i.photo)].filter(Boolean),
    updatedAt: state.updatedAt,
  };
}

/** What the sitemap lists: active products, categories and brands with their last change. */
export async function listSitemapEntries(db: Db) {
  const [productDates, categoryTree, brandDates] = await Promise.all([
    selectActiveProductDates(db),
    listCategoryTree(db),
    selectBrandDates(db),
  ]);
  const categoryIds: number[] = [];
  const walk = (nodes: CategoryNode[]) =>
    nodes.forEach((n) => {
      categoryIds.push(n.id);
      walk(n.sub_categories);
    });
  walk(categoryTree);
  return { products: productDates, categoryIds, brands: brandDates };
}
