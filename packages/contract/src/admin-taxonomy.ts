import { z } from 'zod';
import {
  DateTimeSchema,
  isUnsafeText,
  MoneySchema,
  PaginationSchema,
  UNSAFE_TEXT_MESSAGE,
} from './common.js';

/**
 * The back office's categories, brands and coupons (issue 11): categories and brands are run by
 * bodega, coupons by ventas; the administrador may do everything.
 */

const name = (max: number, blank: string) =>
  z
    .string({ error: blank })
    .refine((v) => !isUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .trim()
    .min(1, blank)
    .max(max, `Escribe como máximo ${max} caracteres.`);

const position = z
  .number({ error: 'Indica un número entero.' })
  .int('Indica un número entero.')
  .min(0, 'La posición no puede ser negativa.')
  .max(100_000, 'La posición es demasiado grande.');

const parentId = z
  .number({ error: 'Elige una categoría superior válida.' })
  .int('Elige una categoría superior válida.')
  .positive('Elige una categoría superior válida.')
  .nullable();

// --- Categories ---------------------------------------------------------------------------------

/** One category of the tree as the panel lists it: in tree order, `depth` 0 for a top category. */
export const AdminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent: z.number().int().nullable(),
  position: z.number().int(),
  depth: z.number().int(),
  product_count: z.number().int(),
  children_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

/** GET /api/admin/categories: the whole tree, parents before their children. */
export const AdminCategoriesResponseSchema = z.object({
  count: z.number().int(),
  results: z.array(AdminCategorySchema),
});
export type AdminCategoriesResponse = z.infer<typeof AdminCategoriesResponseSchema>;

/** POST /api/admin/categories; the slug is made from the name. */
export const AdminCategoryBodySchema = z.object({
  name: name(100, 'Escribe el nombre de la categoría.'),
  parent: parentId.default(null),
  position: position.default(0),
});
export type AdminCategoryBody = z.input<typeof AdminCategoryBodySchema>;

/** PATCH /api/admin/categories/{id}: only the fields sent change. */
export const AdminCategoryPatchSchema = z.object({
  name: name(100, 'Escribe el nombre de la categoría.').optional(),
  parent: parentId.optional(),
  position: position.optional(),
});
export type AdminCategoryPatch = z.input<typeof AdminCategoryPatchSchema>;

export const TAXONOMY_ERRORS = {
  categoryNotFound: 'La categoría no existe.',
  parentNotFound: 'La categoría superior no existe.',
  categoryCycle: 'Una categoría no puede estar dentro de sí misma ni de una de sus subcategorías.',
  categoryInUse: (products: number, children: number) =>
    `No se puede eliminar: la usan ${products} producto(s) y tiene ${children} subcategoría(s). Muévelos antes.`,
  brandNotFound: 'La marca no existe.',
  brandNameTaken: 'Ya existe una marca con este nombre.',
  brandInUse: (products: number) =>
    `No se puede eliminar: la usan ${products} producto(s). Cámbiales la marca antes.`,
  logoMissing: 'Elige una imagen para el logotipo.',
  logoType: 'El logotipo debe ser una imagen PNG, JPEG o WebP.',
  logoTooLarge: 'El logotipo no puede pesar más de 2 MB.',
  couponNotFound: 'El cupón no existe.',
  couponNameTaken: 'Ya existe un cupón con este nombre (sin distinguir mayúsculas).',
  couponRenameUsed: 'No se puede cambiar el nombre de un cupón que ya se usó.',
  couponInUse: 'No se puede eliminar un cupón que ya se usó: desactívalo.',
  percentageRange: 'El porcentaje debe estar entre 1 y 100.',
  amountRequired: 'Indica el descuento en dólares (mayor que 0).',
} as const;

/** The largest logo accepted, in bytes (2 MB). */
export const BRAND_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const BRAND_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

// --- Brands -------------------------------------------------------------------------------------

export const AdminBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** URL of the logo under /media/, or "" when the brand has none yet. */
  logo: z.string(),
  product_count: z.number().int(),
});
export type AdminBrand = z.infer<typeof AdminBrandSchema>;

export const AdminBrandsResponseSchema = z.object({
  count: z.number().int(),
  results: z.array(AdminBrandSchema),
});
export type AdminBrandsResponse = z.infer<typeof AdminBrandsResponseSchema>;

/** POST /api/admin/brands and PATCH /api/admin/brands/{id}. */
export const AdminBrandBodySchema = z.object({ name: name(100, 'Escribe el nombre de la marca.') });
export type AdminBrandBody = z.input<typeof AdminBrandBodySchema>;

// --- Coupons ------------------------------------------------------------------------------------

export const COUPON_TYPES = ['percentage', 'fixed'] as const;
export const CouponTypeSchema = z.enum(COUPON_TYPES, {
  error: 'Elige el tipo: porcentaje o monto fijo.',
});
export type CouponType = z.infer<typeof CouponTypeSchema>;

/** What the panel shows: inactivo wins over vencido, vencido over agotado. */
export const COUPON_STATUSES = ['activo', 'vencido', 'agotado', 'inactivo'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const AdminCouponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: CouponTypeSchema,
  discount_percentage: z.number().int().nullable(),
  discount_amount: MoneySchema.nullable(),
  min_purchase: MoneySchema,
  expires_at: DateTimeSchema.nullable(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  times_used: z.number().int(),
  is_active: z.boolean(),
  status: z.enum(COUPON_STATUSES),
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

export const AdminCouponsQuerySchema = PaginationSchema;
export const AdminCouponsResponseSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(AdminCouponSchema),
});
export type AdminCouponsResponse = z.infer<typeof AdminCouponsResponseSchema>;

const amount = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, message);

const limit = z
  .number({ error: 'Indica un número entero o déjalo vacío.' })
  .int('Indica un número entero o déjalo vacío.')
  .min(1, 'El límite debe ser al menos 1 (vacío = sin límite).')
  .max(1_000_000, 'El límite es demasiado grande.')
  .nullable();

const couponFields = {
  name: name(64, 'Escribe el código del cupón.').refine(
    (v) => !/\s/.test(v),
    'El código no puede tener espacios.',
  ),
  type: CouponTypeSchema,
  /** For type percentage: 1-100. */
  discount_percentage: z
    .number({ error: 'El porcentaje debe estar entre 1 y 100.' })
    .int('El porcentaje debe estar entre 1 y 100.')
    .min(1, 'El porcentaje debe estar entre 1 y 100.')
    .max(100, 'El porcentaje debe estar entre 1 y 100.')
    .nullable(),
  /** For type fixed: dollars, e.g. "5.00". */
  discount_amount: amount('Indica el descuento en dólares, por ejemplo 5.00.').nullable(),
  min_purchase: amount('Indica la compra mínima en dólares, por ejemplo 20.00 (0 = sin mínimo).'),
  /** ISO date-time, or null: never expires. */
  expires_at: z
    .string({ error: 'Indica una fecha válida.' })
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Indica una fecha válida.')
    .nullable(),
  usage_limit: limit,
  per_customer_limit: limit,
  is_active: z.boolean({ error: 'Indica si el cupón está activo.' }),
};

/** POST /api/admin/coupons. */
export const AdminCouponBodySchema = z.object({
  ...couponFields,
  discount_percentage: couponFields.discount_percentage.default(null),
  discount_amount: couponFields.discount_amount.default(null),
  min_purchase: couponFields.min_purchase.default('0.00'),
  expires_at: couponFields.expires_at.default(null),
  usage_limit: couponFields.usage_limit.default(null),
  per_customer_limit: couponFields.per_customer_limit.default(null),
  is_active: couponFields.is_active.default(true),
});
export type AdminCouponBody = z.input<typeof AdminCouponBodySchema>;

/** PATCH /api/admin/coupons/{id}: only the fields sent change; times used never does. */
export const AdminCouponPatchSchema = z.object(couponFields).partial();
export type AdminCouponPatch = z.input<typeof AdminCouponPatchSchema>;
