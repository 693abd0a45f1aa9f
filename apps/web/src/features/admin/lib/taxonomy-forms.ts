import {
  type AdminCoupon,
  AdminBrandBodySchema,
  AdminCategoryBodySchema,
  type AdminCouponBody,
  AdminCouponBodySchema,
  type CouponStatus,
  CouponTypeSchema,
  TAXONOMY_ERRORS,
} from '@shop/contract';
import { z } from 'zod';

/**
 * The forms of Categorías, Marcas and Cupones: inputs hold text, checked with the contract's
 * rules and messages, then turned into the contract's bodies (the server checks them again).
 */

const INTEGER = /^\d+$/;
const AMOUNT = /^\d{1,7}([.,]\d{1,2})?$/;

export const CategoryFormSchema = z.object({
  name: AdminCategoryBodySchema.shape.name,
  /** "" = a top category. */
  parent: z.string(),
  position: z.string().trim().regex(INTEGER, 'Indica un número entero (0 o más).'),
});
export type CategoryForm = z.infer<typeof CategoryFormSchema>;

export const toCategoryBody = (v: CategoryForm) => ({
  name: v.name,
  parent: v.parent === '' ? null : Number(v.parent),
  position: Number(v.position),
});

export const BrandFormSchema = AdminBrandBodySchema;
export type BrandForm = z.infer<typeof BrandFormSchema>;

const LIMIT_MESSAGE = 'Indica un número entero de 1 o más, o déjalo vacío (sin límite).';

export const CouponFormSchema = z
  .object({
    name: AdminCouponBodySchema.shape.name,
    type: CouponTypeSchema,
    discount_percentage: z.string().trim(),
    discount_amount: z.string().trim(),
    min_purchase: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || AMOUNT.test(v),
        'Indica la compra mínima en dólares, por ejemplo 20.00.',
      ),
    /** YYYY-MM-DD (last valid day) or "" = never expires. */
    expires_at: z.string(),
    usage_limit: z
      .string()
      .trim()
      .refine((v) => v === '' || (INTEGER.test(v) && Number(v) >= 1), LIMIT_MESSAGE),
    per_customer_limit: z
      .string()
      .trim()
      .refine((v) => v === '' || (INTEGER.test(v) && Number(v) >= 1), LIMIT_MESSAGE),
    is_active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'percentage') {
      const n = Number(v.discount_percentage);
      if (!INTEGER.test(v.discount_percentage) || n < 1 || n > 100)
        ctx.addIssue({
          code: 'custom',
          path: ['discount_percentage'],
          message: TAXONOMY_ERRORS.percentageRange,
        });
    } else if (!AMOUNT.test(v.discount_amount) || Number(v.discount_amount.replace(',', '.')) <= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['discount_amount'],
        message: TAXONOMY_ERRORS.amountRequired,
      });
  });
export type CouponForm = z.infer<typeof CouponFormSchema>;

const money = (v: string) => {
  const [whole = '0', frac = ''] = v.replace(',', '.').split('.');
  return `${Number(whole)}.${frac.padEnd(2, '0')}`;
};

/** Ecuador's day of an instant, YYYY-MM-DD. */
export const ecuadorDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guayaquil' }).format(new Date(iso));

export function toCouponBody(v: CouponForm): AdminCouponBody {
  return {
    name: v.name,
    type: v.type,
    discount_percentage: v.type === 'percentage' ? Number(v.discount_percentage) : null,
    discount_amount: v.type === 'fixed' ? money(v.discount_amount) : null,
    min_purchase: v.min_purchase === '' ? '0.00' : money(v.min_purchase),
    // Valid through the whole chosen day, Ecuador time.
    expires_at: v.expires_at ? `${v.expires_at}T23:59:59.999-05:00` : null,
    usage_limit: v.usage_limit === '' ? null : Number(v.usage_limit),
    per_customer_limit: v.per_customer_limit === '' ? null : Number(v.per_customer_limit),
    is_active: v.is_active,
  };
}

export function couponFormValues(c: AdminCoupon | null): CouponForm {
  return {
    name: c?.name ?? '',
    type: c?.type ?? 'percentage',
    discount_percentage: c?.discount_percentage?.toString() ?? '',
    discount_amount: c?.discount_amount ?? '',
    min_purchase: c?.min_purchase ?? '0.00',
    expires_at: c?.expires_at ? ecuadorDay(c.expires_at) : '',
    usage_limit: c?.usage_limit?.toString() ?? '',
    per_customer_limit: c?.per_customer_limit?.toString() ?? '',
    is_active: c?.is_active ?? true,
  };
}

export const COUPON_STATUS_LABELS: Record<CouponStatus, { label: string; className: string }> = {
  activo: { label: 'Activo', className: 'bg-green-100 text-green-900' },
  vencido: { label: 'Vencido', className: 'bg-amber-100 text-amber-900' },
  agotado: { label: 'Agotado', className: 'bg-orange-100 text-orange-900' },
  inactivo: { label: 'Inactivo', className: 'bg-slate-200 text-slate-800' },
};
