import { z } from 'zod';
import { MoneySchema } from './common.js';
import type { IVA_RATES } from './values/iva.js';
export {
  IVA_RATES,
  SRI_IVA_CODES,
  baseOf,
  ivaOf,
  spreadDiscount,
  ivaBreakdown,
  toIvaTotals,
  ivaTotalsOf,
  asIvaRate,
  ivaDisplay,
} from './values/iva.js';
export type IvaRate = (typeof IVA_RATES)[number];
export const IvaRateSchema = z.union([z.literal(15), z.literal(5), z.literal(0)]);

export interface IvaLineInput {
  grossCents: number;
  ivaRate: IvaRate;
  /** false for lines a coupon never reduces (shipping). Default true. */
  discountable?: boolean;
}

export interface IvaLine {
  grossCents: number;
  ivaRate: IvaRate;
  discountCents: number;
  /** gross - discount: what the customer pays for the line, IVA included. */
  netCents: number;
  /** The line's base before the discount (gross without IVA). */
  baseBeforeDiscountCents: number;
  /** The discount without IVA: baseBeforeDiscount - base. */
  discountBaseCents: number;
  baseCents: number;
  /** round(base × rate / 100): the line's IVA as the SRI computes it. */
  ivaCents: number;
}

export interface RateTotals {
  baseCents: number;
  ivaCents: number;
}

export interface IvaBreakdown {
  lines: IvaLine[];
  byRate: Record<IvaRate, RateTotals>;
  /** Sum of the rates' bases (the invoice's totalSinImpuestos). */
  baseCents: number;
  ivaCents: number;
  /** Sum of discounts without IVA (the invoice's totalDescuento). */
  discountBaseCents: number;
  /**
   * base + IVA (the invoice's importeTotal): what the customer pays, or one cent less when no
   * base at a single rate reaches it (ADR 064).
   */
  totalCents: number;
  /** What the customer pays: the lines' gross amounts less the coupon. */
  chargedCents: number;
}

/** The breakdown on the wire (cart, checkout, e-mails, invoice view). */
export const IvaTotalsSchema = z.object({
  subtotal_15: MoneySchema,
  subtotal_5: MoneySchema,
  subtotal_0: MoneySchema,
  iva_15: MoneySchema,
  iva_5: MoneySchema,
  total: MoneySchema,
});
export type IvaTotals = z.infer<typeof IvaTotalsSchema>;

export interface IvaDisplayLine {
  /** "Subtotal 15%", "IVA 5%"... */
  label: string;
  amount: string;
}
