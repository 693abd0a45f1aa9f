import { type AdminProduct, MoneyInputSchema } from '@shop/contract';
import { CART_MAX_COUNT, UNSAFE_TEXT_MESSAGE, isUnsafeText } from '@shop/contract/values';
import { z } from 'zod';

// The product form's values are what the inputs hold (text); they become the contract's body
// on submit. The messages are the server's, so a field reads the same from either side.

const safe = (schema: z.ZodString) => schema.refine((v) => !isUnsafeText(v), UNSAFE_TEXT_MESSAGE);

export const ProductFormSchema = z.object({
  name: safe(
    z
      .string()
      .trim()
      .min(1, 'Escribe el nombre del producto.')
      .max(200, 'Escribe como máximo 200 caracteres.'),
  ),
  sku: safe(
    z
      .string()
      .trim()
      .max(40, 'Escribe como máximo 40 caracteres.')
      .regex(/^[A-Za-z0-9._/-]*$/, 'Usa solo letras, números, punto, guion o barra.'),
  ),
  brand: z.string().min(1, 'Elige una marca.'),
  category: z.string().min(1, 'Elige una categoría.'),
  price: z.string().pipe(MoneyInputSchema),
  compare_price: z.union([z.literal(''), z.string().pipe(MoneyInputSchema)]),
  iva_rate: z.enum(['0', '5', '15'], { error: 'Elige una tarifa de IVA: 0 %, 5 % o 15 %.' }),
  quantity: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Indica un número entero de unidades (0 o más).')
    .refine((v) => Number(v) <= 1_000_000, 'El stock es demasiado grande.'),
  description: z.string().max(50_000, 'La descripción es demasiado larga.'),
  is_active: z.boolean(),
  /** Empty: no maximum per order, the stock decides (ADR 082). */
  max_per_order: z
    .string()
    .trim()
    .regex(/^\d*$/, 'Indica un número entero de unidades.')
    .refine((v) => v === '' || Number(v) >= 1, 'El máximo por pedido debe ser de 1 unidad o más.')
    .refine(
      (v) => v === '' || Number(v) <= CART_MAX_COUNT,
      `El máximo por pedido no puede pasar de ${CART_MAX_COUNT} unidades.`,
    ),
});
export type ProductFormInput = z.input<typeof ProductFormSchema>;
export type ProductFormValues = z.output<typeof ProductFormSchema>;

export const PRODUCT_FORM_FIELDS = [
  'name',
  'sku',
  'brand',
  'category',
  'price',
  'compare_price',
  'iva_rate',
  'quantity',
  'description',
  'is_active',
  'max_per_order',
] as const;

export const EMPTY_PRODUCT_FORM: ProductFormInput = {
  name: '',
  sku: '',
  brand: '',
  category: '',
  price: '',
  compare_price: '',
  iva_rate: '15',
  quantity: '0',
  description: '',
  // Not on sale until staff choose: a new product has no photo yet (ADR 081).
  is_active: false,
  max_per_order: '',
};

export function productToForm(p: AdminProduct): ProductFormInput {
  return {
    name: p.name,
    sku: p.sku,
    brand: String(p.brand),
    category: String(p.category),
    price: p.price,
    compare_price: p.compare_price === p.price ? '' : p.compare_price,
    iva_rate: String(p.iva_rate) as ProductFormInput['iva_rate'],
    quantity: String(p.quantity),
    description: p.description,
    is_active: p.is_active,
    max_per_order: p.max_per_order === null ? '' : String(p.max_per_order),
  };
}

/** The body of a create or an edit: every field (assignable to both contract bodies). */
export interface ProductBody {
  name: string;
  sku: string;
  brand: number;
  category: number;
  price: string;
  compare_price: string;
  iva_rate: 0 | 5 | 15;
  quantity: number;
  description: string;
  is_active: boolean;
  max_per_order: number | null;
}

export function formToBody(v: ProductFormValues): ProductBody {
  return {
    name: v.name,
    sku: v.sku,
    brand: Number(v.brand),
    category: Number(v.category),
    price: v.price,
    compare_price: v.compare_price,
    iva_rate: Number(v.iva_rate) as 0 | 5 | 15,
    quantity: Number(v.quantity),
    description: v.description,
    is_active: v.is_active,
    max_per_order: v.max_per_order === '' ? null : Number(v.max_per_order),
  };
}

/** A DRF field-error body (`{"sku": ["..."]}`) as field -> first message. */
export function readFieldErrors(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>))
    if (Array.isArray(value) && typeof value[0] === 'string') out[key] = value[0];
  return out;
}
