import { z } from 'zod';
import {
  DateTimeSchema,
  isUnsafeText,
  MoneySchema,
  PaginationSchema,
  UNSAFE_TEXT_MESSAGE,
} from './common.js';
import { CART_MAX_COUNT } from './values/cart.js';

// The back office's products (issue 11): list, create, edit, images. Money travels as "0.00"
// strings; a price typed with a comma ("12,50") is accepted and normalised.

/** Units at or below this count (and above zero) are "low stock": product list, Inventario, Resumen. */
export const LOW_STOCK_THRESHOLD = 5;
/** Largest accepted upload: 10 MB. */
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const ADMIN_PRODUCT_ERRORS = {
  skuTaken: 'Ya existe un producto con este código.',
  notFound: 'El producto no existe.',
  imageNotFound: 'La imagen no existe.',
  notAnImage: 'El archivo no es una imagen JPEG, PNG o WebP.',
  tooLarge: 'La imagen pesa más de 10 MB.',
  noFile: 'Elige una imagen para subir.',
  brandMissing: 'La marca no existe.',
  categoryMissing: 'La categoría no existe.',
  orderMismatch: 'Indica todas las imágenes del producto, cada una una vez.',
  comparePriceLow: 'El precio anterior no puede ser menor que el precio.',
} as const;

const text = (max: number, required: string | null) => {
  const base = z
    .string({ error: required ?? 'Escribe un texto.' })
    .refine((v) => !isUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .trim()
    .max(max, `Escribe como máximo ${max} caracteres.`);
  return required ? base.min(1, required) : base;
};

/** "12.50", "12,5" or "12" (up to 9 999 999.99) -> "12.50". */
export const MoneyInputSchema = z
  .string({ error: 'Indica un precio.' })
  .trim()
  .min(1, 'Indica un precio.')
  .regex(/^\d{1,7}([.,]\d{1,2})?$/, 'Indica un precio válido, por ejemplo 12.50.')
  .transform((v) => {
    const [whole = '0', frac = ''] = v.replace(',', '.').split('.');
    return `${Number(whole)}.${frac.padEnd(2, '0')}`;
  });

const idField = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2147483647, message);

const SkuSchema = z
  .string({ error: 'Escribe un código.' })
  .refine((v) => !isUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
  .trim()
  .max(40, 'Escribe como máximo 40 caracteres.')
  .regex(/^[A-Za-z0-9._/-]*$/, 'Usa solo letras, números, punto, guion o barra.');

/** Every field of a product the back office writes. */
const productFields = {
  name: text(200, 'Escribe el nombre del producto.'),
  /** Empty on create: the shop gives the next EV-00001 code. */
  sku: SkuSchema,
  brand: idField('Elige una marca.'),
  category: idField('Elige una categoría.'),
  price: MoneyInputSchema,
  /** The "before" price shown struck through; empty = the price (no discount shown). */
  compare_price: z.union([MoneyInputSchema, z.literal('')]),
  iva_rate: z.union([z.literal(0), z.literal(5), z.literal(15)], {
    error: 'Elige una tarifa de IVA: 0 %, 5 % o 15 %.',
  }),
  quantity: z
    .number({ error: 'Indica un número entero de unidades.' })
    .int('Indica un número entero de unidades.')
    .min(0, 'El stock no puede ser negativo.')
    .max(1_000_000, 'El stock es demasiado grande.'),
  /** HTML from the editor; sanitized on the server. */
  description: text(50_000, null),
  /** Most units one order may take (ADR 082); null: the stock decides. */
  max_per_order: z
    .number({ error: 'Indica un número entero de unidades.' })
    .int('Indica un número entero de unidades.')
    .min(1, 'El máximo por pedido debe ser de 1 unidad o más.')
    .max(CART_MAX_COUNT, `El máximo por pedido no puede pasar de ${CART_MAX_COUNT} unidades.`)
    .nullable(),
  is_active: z.boolean({ error: 'Indica si el producto está a la venta.' }),
};

/** POST /api/admin/products. */
export const AdminProductCreateSchema = z.object({
  ...productFields,
  sku: productFields.sku.default(''),
  compare_price: productFields.compare_price.default(''),
  iva_rate: productFields.iva_rate.default(15),
  quantity: productFields.quantity.default(0),
  description: productFields.description.default(''),
  max_per_order: productFields.max_per_order.default(null),
  // A new product has no photo yet: hidden unless staff publish it now (issue 33, ADR 081).
  is_active: productFields.is_active.default(false),
});
export type AdminProductCreate = z.infer<typeof AdminProductCreateSchema>;
export type AdminProductCreateInput = z.input<typeof AdminProductCreateSchema>;

/** PATCH /api/admin/products/{id}: any subset; a new quantity is recorded as an 'ajuste'. */
export const AdminProductPatchSchema = z.object(productFields).partial();
export type AdminProductPatch = z.infer<typeof AdminProductPatchSchema>;

const StockFilterSchema = z.enum(['all', 'in_stock', 'low', 'out'], {
  error: 'Elige un filtro de stock válido.',
});
export type AdminStockFilter = z.infer<typeof StockFilterSchema>;
const ActiveFilterSchema = z.enum(['all', 'active', 'hidden'], {
  error: 'Elige un filtro válido.',
});

/** GET /api/admin/products. */
export const AdminProductsQuerySchema = PaginationSchema.extend({
  search: text(200, null)
    .optional()
    .transform((v) => (v ? v : undefined)),
  category: idField('Elige una categoría.').optional(),
  brand: idField('Elige una marca.').optional(),
  stock: StockFilterSchema.default('all'),
  active: ActiveFilterSchema.default('all'),
});
export type AdminProductsQuery = z.infer<typeof AdminProductsQuerySchema>;
export type AdminProductsQueryInput = z.input<typeof AdminProductsQuerySchema>;

export const AdminProductSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  brand: z.number().int(),
  brand_name: z.string(),
  category: z.number().int(),
  category_name: z.string(),
  price: MoneySchema,
  quantity: z.number().int(),
  is_active: z.boolean(),
  thumbnail: z.string(),
});
export type AdminProductSummary = z.infer<typeof AdminProductSummarySchema>;
export const AdminProductsResponseSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(AdminProductSummarySchema),
});
export type AdminProductsResponse = z.infer<typeof AdminProductsResponseSchema>;

export const AdminProductImageSchema = z.object({
  id: z.number().int(),
  photo: z.string(),
  thumbnail: z.string(),
  position: z.number().int(),
});
export type AdminProductImage = z.infer<typeof AdminProductImageSchema>;

/** GET /api/admin/products/{id} (and the answer of every write). */
export const AdminProductSchema = AdminProductSummarySchema.extend({
  compare_price: MoneySchema,
  iva_rate: z.number().int(),
  description: z.string(),
  sold: z.number().int(),
  max_per_order: z.number().int().nullable(),
  /** The main image (the first of `images`; the seed's drawing while no image was uploaded). */
  photo: z.string(),
  images: z.array(AdminProductImageSchema),
  date_created: DateTimeSchema,
  updated_at: DateTimeSchema,
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductImageParamsSchema = z.object({
  id: idField('A valid integer is required.'),
  imageId: idField('A valid integer is required.'),
});

/** PUT /api/admin/products/{id}/images/order: every image id once, the main image first. */
export const AdminProductImageOrderSchema = z.object({
  ids: z
    .array(idField('A valid integer is required.'), { error: 'Indica el orden de las imágenes.' })
    .min(1, 'Indica el orden de las imágenes.')
    .max(100, 'Demasiadas imágenes.'),
});
export type AdminProductImageOrder = z.infer<typeof AdminProductImageOrderSchema>;

/** The multipart upload in the OpenAPI document (one file in the field `image`). */
export const AdminProductImageUploadDoc = z.object({
  image: z.string().describe('JPEG, PNG o WebP de hasta 10 MB'),
});

/** Choices for the product form: brands and categories. */
export const AdminProductOptionsSchema = z.object({
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  categories: z.array(
    z.object({ id: z.number().int(), name: z.string(), parent: z.number().int().nullable() }),
  ),
});
export type AdminProductOptions = z.infer<typeof AdminProductOptionsSchema>;
