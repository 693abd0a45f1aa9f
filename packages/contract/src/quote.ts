import { z } from 'zod';
import { isUnsafeText, UNSAFE_TEXT_MESSAGE } from './common.js';

/** Most lines and units per line a quote takes (ADR 038). */
export const QUOTE_MAX_LINES = 50;
export const QUOTE_MAX_COUNT = 999;
/** Days a quote stays valid. */
export const QUOTE_VALID_DAYS = 15;

/** One line of a quote request: a product and how many units. */
export const QuoteLineSchema = z.object({
  product_id: z
    .number({ error: 'Indica un producto válido.' })
    .int('Indica un producto válido.')
    .min(1, 'Indica un producto válido.')
    .max(2_147_483_647, 'Indica un producto válido.'),
  count: z
    .number({ error: 'Indica una cantidad válida.' })
    .int('Indica una cantidad entera.')
    .min(1, 'La cantidad mínima es 1.')
    .max(QUOTE_MAX_COUNT, `La cantidad máxima es ${QUOTE_MAX_COUNT}.`),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

/** POST /api/quote/pdf: the cart's lines (and, optionally, whom the quote is for). */
export const QuotePdfBodySchema = z.object({
  lines: z
    .array(QuoteLineSchema, { error: 'Indica los productos a cotizar.' })
    .min(1, 'Agrega al menos un producto para cotizar.')
    .max(QUOTE_MAX_LINES, `Una cotización admite hasta ${QUOTE_MAX_LINES} productos.`),
  customer_name: z
    .string({ error: 'Escribe un nombre válido.' })
    .refine((v) => !isUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .trim()
    .max(120, 'El nombre admite hasta 120 caracteres.')
    .optional(),
  city: z
    .string({ error: 'Escribe una ciudad válida.' })
    .refine((v) => !isUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .trim()
    .max(120, 'La ciudad admite hasta 120 caracteres.')
    .optional(),
});
export type QuotePdfBody = z.input<typeof QuotePdfBodySchema>;

/** GET /api/shop/info: the shop's public details (footer, WhatsApp button, quotes). */
export const ShopInfoSchema = z.object({
  name: z.string(),
  ruc: z.string(),
  address: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  whatsapp: z.object({
    /** Digits only, with the country code (593...), as wa.me takes it. */
    number: z.string(),
    /** e.g. "Lun-Vie 8:00-18:00, Sáb 8:00-13:00". */
    hours: z.string(),
  }),
  /**
   * Who takes the card payments and whether they are test ones (the sandbox, Kushki's UAT or its
   * simulator): the card form lists its test cards only then (ADR 094).
   */
  card_payments: z.object({
    provider: z.enum(['sandbox', 'kushki']),
    test_mode: z.boolean(),
  }),
});
export type ShopInfo = z.infer<typeof ShopInfoSchema>;
