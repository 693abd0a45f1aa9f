import { z } from 'zod';
import { DateTimeSchema, MoneySchema } from './common.js';
import {
  ECUADOR_PROVINCES,
  PaymentTotalQuerySchema,
  ProvinceSchema,
  ShippingOptionSchema,
} from './checkout.js';

/**
 * Shipping by province, store pickup and the promised delivery window (issue 13, ADR 037), and
 * the back office's "Envíos" (issue 11).
 */

export const SHIPPING_KINDS = ['pickup', 'delivery'] as const;
export type ShippingKind = (typeof SHIPPING_KINDS)[number];

/** The store where "Retiro en tienda" orders are picked up (same as the footer and JSON-LD). */
export const STORE_PICKUP = {
  name: 'Ferretería El Volt',
  address: 'Av. 10 de Agosto N37-120 y Villalengua',
  city: 'Quito',
  province: 'Pichincha',
  postalCode: '170135',
  hours: ['Lunes a viernes: 08:00 a 18:00', 'Sábado: 08:00 a 13:00'],
  mapUrl: 'https://www.openstreetmap.org/?mlat=-0.1687&mlon=-78.4896#map=18/-0.1687/-78.4896',
} as const;

/** Does this option reach the province? An option without provinces serves the whole country. */
export function servesProvince(
  option: { provinces: readonly string[] },
  province: string | null | undefined,
): boolean {
  if (!province || option.provinces.length === 0) return true;
  return option.provinces.includes(province);
}

/** The refusal of an option that does not reach the address's province (on `shipping_id`). */
export const notServedMessage = (province: string) =>
  `Esta opción de envío no llega a ${province}.`;

// ---------------------------------------------------------------------------------------------
// Delivery window: business days (Monday to Friday) counted from today in Ecuador (UTC-5, no DST).

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const ECUADOR_OFFSET_MS = -5 * 60 * 60 * 1000;
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const toUtc = (d: CalendarDay) => new Date(Date.UTC(d.year, d.month - 1, d.day));
const fromUtc = (date: Date): CalendarDay => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});
const weekdayOf = (d: CalendarDay) => toUtc(d).getUTCDay();
const isBusinessDay = (d: CalendarDay) => weekdayOf(d) !== 0 && weekdayOf(d) !== 6;
const nextDay = (d: CalendarDay) => fromUtc(new Date(toUtc(d).getTime() + 86_400_000));

/** The calendar day it is in Ecuador at this instant. */
export function ecuadorToday(now: Date): CalendarDay {
  return fromUtc(new Date(now.getTime() + ECUADOR_OFFSET_MS));
}

/**
 * `n` business days after `from`; with n = 0, `from` itself when it is a business day, else the
 * next Monday. Public holidays are not counted (ADR 037).
 */
export function addBusinessDays(from: CalendarDay, n: number): CalendarDay {
  let day = from;
  while (!isBusinessDay(day)) day = nextDay(day);
  for (let left = n; left > 0; left -= 1) {
    day = nextDay(day);
    while (!isBusinessDay(day)) day = nextDay(day);
  }
  return day;
}

/** 2026-11-24 */
export const isoDay = (d: CalendarDay) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

const dayName = (d: CalendarDay, withMonth: boolean) =>
  `${WEEKDAYS[weekdayOf(d)]} ${d.day}${withMonth ? ` de ${MONTHS[d.month - 1]}` : ''}`;

export interface DeliveryWindow {
  /** First possible day, YYYY-MM-DD (Ecuador). */
  from: string;
  /** Last promised day, YYYY-MM-DD (Ecuador). */
  to: string;
  /** "Llega entre el martes 24 y el jueves 26" / "Listo para retirar desde el miércoles 25". */
  text: string;
}

/**
 * The promised window of an option from `now`: delivery "Llega entre el martes 24 y el jueves
 * 26" (or "Llega el martes 24" when both are the same day), pickup "Listo para retirar desde el
 * miércoles 25". The month is named when the window is not within the current month.
 */
export function deliveryWindow(
  option: { kind: ShippingKind; min_days: number; max_days: number },
  now: Date,
): DeliveryWindow {
  const today = ecuadorToday(now);
  const from = addBusinessDays(today, option.min_days);
  const to = addBusinessDays(today, Math.max(option.min_days, option.max_days));
  const withMonth = from.month !== today.month || to.month !== today.month || from.year !== to.year;
  let text: string;
  if (option.kind === 'pickup') text = `Listo para retirar desde el ${dayName(from, withMonth)}`;
  else if (isoDay(from) === isoDay(to)) text = `Llega el ${dayName(from, withMonth)}`;
  else text = `Llega entre el ${dayName(from, withMonth)} y el ${dayName(to, withMonth)}`;
  return { from: isoDay(from), to: isoDay(to), text };
}

// ---------------------------------------------------------------------------------------------
// Wire shapes

export const ProvinceListSchema = z.array(z.enum(ECUADOR_PROVINCES));

export const DeliveryWindowSchema = z.object({
  from: z.string(),
  to: z.string(),
  text: z.string(),
});

/** A shipping option as get-shipping-options answers it: the seed's fields plus these. */
export const ShippingOptionDetailsSchema = ShippingOptionSchema.extend({
  kind: z.enum(SHIPPING_KINDS),
  /** Provinces it reaches; empty = the whole country. */
  provinces: ProvinceListSchema,
  min_days: z.number().int(),
  max_days: z.number().int(),
  /** Goods total from which it costs nothing; null = never free. */
  free_from: MoneySchema.nullable(),
  delivery_window: DeliveryWindowSchema,
});
export type ShippingOptionDetails = z.infer<typeof ShippingOptionDetailsSchema>;

export const ShippingOptionsAnswerSchema = z.object({
  shipping_options: z.array(ShippingOptionDetailsSchema),
});

/** `?province=Galápagos`: only the options reaching it. */
export const ShippingOptionsQuerySchema = z.object({ province: ProvinceSchema.optional() });

/** get-payment-total's query with the address's province, which the option must reach. */
export const PaymentTotalProvinceQuerySchema = PaymentTotalQuerySchema.extend({
  province: ProvinceSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Back office: /api/admin/shipping-options (role bodega)

export const AdminShippingOptionSchema = ShippingOptionDetailsSchema.omit({
  delivery_window: true,
}).extend({
  is_active: z.boolean(),
  position: z.number().int(),
  updated_at: DateTimeSchema,
});
export type AdminShippingOption = z.infer<typeof AdminShippingOptionSchema>;

export const AdminShippingOptionsResponseSchema = z.object({
  results: z.array(AdminShippingOptionSchema),
});

const priceInput = (label: string) =>
  z
    .string({ error: `Ingresa ${label}.` })
    .trim()
    .regex(/^\d{1,5}(\.\d{1,2})?$/, `Ingresa ${label} en dólares, por ejemplo 3.50.`);

const daysInput = z
  .number({ error: 'Indica un número entero de días hábiles.' })
  .int('Indica un número entero de días hábiles.')
  .min(0, 'Los días hábiles no pueden ser negativos.')
  .max(60, 'Máximo 60 días hábiles.');

const shippingOptionFields = {
  name: z
    .string({ error: 'Ingresa el nombre.' })
    .trim()
    .min(1, 'Ingresa el nombre.')
    .max(120, 'Máximo 120 caracteres.'),
  price: priceInput('el precio'),
  time_to_delivery: z
    .string({ error: 'Describe el tiempo de entrega.' })
    .trim()
    .min(1, 'Describe el tiempo de entrega, por ejemplo "1-2 días hábiles".')
    .max(60, 'Máximo 60 caracteres.'),
  min_days: daysInput,
  max_days: daysInput,
  free_from: priceInput('el monto').nullable(),
  provinces: z
    .array(
      z.enum(ECUADOR_PROVINCES, { error: 'Elige provincias de la lista de las 24 del Ecuador.' }),
      { error: 'Elige las provincias.' },
    )
    .transform((list) => [...new Set(list)]),
  kind: z.enum(SHIPPING_KINDS, { error: 'Elige retiro en tienda o envío a domicilio.' }),
  is_active: z.boolean({ error: 'Indica si está activa.' }),
};

const windowInOrder = (v: { min_days?: number; max_days?: number }) =>
  v.min_days === undefined || v.max_days === undefined || v.min_days <= v.max_days;
const windowIssue = {
  message: 'El máximo de días no puede ser menor que el mínimo.',
  path: ['max_days'],
};

export const AdminShippingOptionBodySchema = z
  .object(shippingOptionFields)
  .refine(windowInOrder, windowIssue);
export type AdminShippingOptionBody = z.infer<typeof AdminShippingOptionBodySchema>;
export type AdminShippingOptionInput = z.input<typeof AdminShippingOptionBodySchema>;

export const AdminShippingOptionPatchSchema = z
  .object(shippingOptionFields)
  .partial()
  .refine(windowInOrder, windowIssue);
export type AdminShippingOptionPatch = z.infer<typeof AdminShippingOptionPatchSchema>;

export const SHIPPING_ADMIN_ERRORS = {
  notFound: 'Esa opción de envío no existe.',
  nameTaken: 'Ya existe una opción de envío con ese nombre.',
} as const;
