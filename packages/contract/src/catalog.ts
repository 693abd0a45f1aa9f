import { z } from 'zod';
import { DateTimeSchema, MoneySchema, PaginationSchema } from './common.js';
import { SORT_KEYS, PRICE_RANGES, SEARCH_MAX_LENGTH, SUGGEST_LIMIT_MAX } from './values/catalog.js';
export * from './values/list-filter.js';
export {
  CATALOG_ERRORS,
  SORT_KEYS,
  SORT_OPTIONS,
  ORDER_OPTIONS,
  PRICE_RANGES,
  FILTER_DEFAULTS,
  SEARCH_MAX_LENGTH,
  SUGGEST_LIMIT_MAX,
  STOCK_LABELS,
} from './values/catalog.js';

/** DRF's answer to a body that is not an object: Python's name of what came. */
const notADictionary = (iss: { input?: unknown }) => {
  const input = iss.input;
  const type = Array.isArray(input)
    ? 'list'
    : input === null
      ? 'NoneType'
      : typeof input === 'string'
        ? 'str'
        : typeof input === 'boolean'
          ? 'bool'
          : typeof input === 'number'
            ? Number.isInteger(input)
              ? 'int'
              : 'float'
            : typeof input;
  return `Invalid data. Expected a dictionary, but got ${type}.`;
};

/** DRF's ChoiceField message. */
const notAChoice = (iss: { input?: unknown }) =>
  iss.input === undefined
    ? 'This field is required.'
    : `"${String(iss.input)}" is not a valid choice.`;

/** A product as every endpoint sends it; `photo` and `get_thumbnail` are paths under `/media/`. */
export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** The shop's code (SKU). */
  sku: z.string(),
  /** The brand's name. */
  brand: z.string(),
  photo: z.string(),
  get_thumbnail: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  price: MoneySchema,
  compare_price: MoneySchema,
  /** The category id. */
  category: z.number().int(),
  /** Units in stock. */
  quantity: z.number().int(),
  sold: z.number().int(),
  /** IVA rate in percent contained in the price: 15, 5 or 0. */
  iva_rate: z.number().int(),
  date_created: DateTimeSchema,
  /** Most units one order may take, only when staff set one (ADR 082); else the stock decides. */
  max_per_order: z.number().int().positive().optional(),
});
export type Product = z.infer<typeof ProductSchema>;

export interface CategoryNode {
  id: number;
  name: string;
  sub_categories: CategoryNode[];
}

/** A category with its sub-categories (the tree is sent from its roots). */
export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  id: z.number().int(),
  name: z.string(),
  get sub_categories() {
    return z.array(CategoryNodeSchema);
  },
});

export const CategoriesResponseSchema = z.object({ categories: z.array(CategoryNodeSchema) });
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;
export const SortKeySchema = z.enum(SORT_KEYS, { error: notAChoice });
export type SortKey = z.infer<typeof SortKeySchema>;

export const SortOrderSchema = z.enum(['asc', 'desc'], { error: notAChoice });
export type SortOrder = z.infer<typeof SortOrderSchema>;
export type PriceRange = (typeof PRICE_RANGES)[number]['value'];

/** The labels are accepted as values too ('Todos los precios' = 'Any', '80 o más' = 'More than 80'). */
const PRICE_RANGE_INPUTS = [
  ...PRICE_RANGES.map((r) => r.value),
  'Todos los precios',
  '80 o más',
] as const;
const PRICE_RANGE_ALIASES: Record<string, PriceRange> = {
  'Todos los precios': 'Any',
  '80 o más': 'More than 80',
};
export const PriceRangeSchema = z
  .enum(PRICE_RANGE_INPUTS, { error: notAChoice })
  .transform((v): PriceRange => PRICE_RANGE_ALIASES[v] ?? (v as PriceRange));

/** Category ids of filters: 0 = all categories. Strings of digits are accepted. */
export const CategoryFilterSchema = z.coerce
  .number({ error: 'A valid integer is required.' })
  .int('A valid integer is required.')
  .min(0, 'Ensure this value is greater than or equal to 0.')
  .default(0);

/**
 * Paging of the catalogue's lists (get-products, by/search, search): as `PaginationSchema`, but
 * both optional. With neither (nor get-products' `limit`), the list answers every match up to
 * the server's LIST_CAP (1000 by default), as the family's clients expect; `count` is always the
 * full total. With any of them, pages as usual (page 1, 24 per page by default).
 */
const UNPAGED =
  'Without page, page_size (or limit): every match up to the server setting LIST_CAP (default 1000); count is always the full total.';
export const ListPagingSchema = z.object({
  page: PaginationSchema.shape.page.unwrap().optional().describe(`1-based page. ${UNPAGED}`),
  page_size: PaginationSchema.shape.page_size
    .unwrap()
    .optional()
    .describe(`Page size (default 24, max 100). ${UNPAGED}`),
});
export type ListPaging = z.infer<typeof ListPagingSchema>;

/** GET /api/product/get-products. `limit` (the seed's) sets the page size when given. */
export const GetProductsQuerySchema = ListPagingSchema.extend({
  sortBy: SortKeySchema.default('date_created'),
  order: SortOrderSchema.default('desc'),
  limit: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(100, 'Ensure this value is less than or equal to 100.')
    .optional(),
});
export type GetProductsQuery = z.infer<typeof GetProductsQuerySchema>;

export const ProductListResponseSchema = z.object({
  products: z.array(ProductSchema),
  count: z.number().int(),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

/** A further image of a product (paths under `/media/`), in the back office's order. */
export const ProductImageSchema = z.object({ photo: z.string(), thumbnail: z.string() });
export type ProductImage = z.infer<typeof ProductImageSchema>;

/** The product detail answer: the product plus its further images (`photo` stays the main one). */
export const ProductDetailSchema = ProductSchema.extend({
  images: z.array(ProductImageSchema).default([]),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ProductResponseSchema = z.object({ product: ProductDetailSchema });
export type ProductResponse = z.infer<typeof ProductResponseSchema>;

export const RelatedProductsResponseSchema = z.object({ related_products: z.array(ProductSchema) });
export type RelatedProductsResponse = z.infer<typeof RelatedProductsResponseSchema>;

/** Brand names to narrow a list to (any of them, case-blind); one name or a list of up to 20. */
export const BrandFilterSchema = z.preprocess(
  (v) => (typeof v === 'string' ? [v] : v),
  z
    .array(z.string().trim().max(100, 'Ensure this field has no more than 100 characters.'))
    .max(20, 'Ensure this field has no more than 20 elements.')
    .optional(),
);

/** Extra list filters (ADR 038): brands and 'Solo con stock'. */
const ExtraFilterShape = {
  brand: BrandFilterSchema,
  in_stock: z.boolean().optional(),
};

/** POST /api/product/by/search. `sortBy` (the seed's filter state key) is taken for `sort_by`. */
export const FilterProductsBodySchema = z.object(
  {
    ...ListPagingSchema.shape,
    category_id: CategoryFilterSchema,
    price_range: PriceRangeSchema.default('Any'),
    sort_by: SortKeySchema.optional(),
    sortBy: SortKeySchema.optional(),
    order: SortOrderSchema.default('desc'),
    ...ExtraFilterShape,
  },
  { error: notADictionary },
);
export type FilterProductsBody = z.input<typeof FilterProductsBodySchema>;

export const FilteredProductsResponseSchema = z.object({
  filtered_products: z.array(ProductSchema),
  count: z.number().int(),
});
export type FilteredProductsResponse = z.infer<typeof FilteredProductsResponseSchema>;

/**
 * POST /api/product/search. An empty `search` lists everything, newest first. Results are
 * ranked by relevance unless `sort_by` is given; `price_range` narrows them like the filter.
 */
export const SearchProductsBodySchema = z.object(
  {
    ...ListPagingSchema.shape,
    search: z
      .string({ error: 'This field is required.' })
      .max(
        SEARCH_MAX_LENGTH,
        `Ensure this field has no more than ${SEARCH_MAX_LENGTH} characters.`,
      ),
    category_id: CategoryFilterSchema,
    price_range: PriceRangeSchema.default('Any'),
    sort_by: SortKeySchema.optional(),
    order: SortOrderSchema.default('desc'),
    ...ExtraFilterShape,
  },
  { error: notADictionary },
);
export type SearchProductsBody = z.input<typeof SearchProductsBodySchema>;

export const SearchProductsResponseSchema = z.object({
  search_products: z.array(ProductSchema),
  count: z.number().int(),
});
export type SearchProductsResponse = z.infer<typeof SearchProductsResponseSchema>;

/** GET /api/product/brands: the brands with visible products, by name (the brand filter). */
export const BrandListResponseSchema = z.object({
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type BrandListResponse = z.infer<typeof BrandListResponseSchema>;

/** GET /api/product/suggest: autocomplete for the top-bar search box. */
export const SuggestQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_MAX_LENGTH, `Ensure this field has no more than ${SEARCH_MAX_LENGTH} characters.`)
    .default(''),
  limit: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(SUGGEST_LIMIT_MAX, `Ensure this value is less than or equal to ${SUGGEST_LIMIT_MAX}.`)
    .default(6),
});
export type SuggestQuery = z.input<typeof SuggestQuerySchema>;

export const SuggestionSchema = ProductSchema.pick({
  id: true,
  name: true,
  get_thumbnail: true,
  price: true,
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

export const SuggestResponseSchema = z.object({ suggestions: z.array(SuggestionSchema) });
export type SuggestResponse = z.infer<typeof SuggestResponseSchema>;

/** GET /api/csrf-token: kept for the seed's client; JWT needs no CSRF protection. */
export const CsrfTokenResponseSchema = z.object({ csrfToken: z.string() });
export type CsrfTokenResponse = z.infer<typeof CsrfTokenResponseSchema>;
