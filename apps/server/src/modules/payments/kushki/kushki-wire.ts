import { centsToNumber, type IvaTotals, moneyToCents, numberToCents } from '@shop/contract';
import { z } from 'zod';

/**
 * Kushki's Ecuadorian API on the wire (ADR 067). The shapes follow the examples of Kushki's
 * documentation, which kushki-docs.test.ts parses verbatim; fields we do not use pass through.
 */

/** Kushki's amount: bases with and without IVA, the IVA, the ICE, in dollars (numbers). */
export const KushkiAmountSchema = z.looseObject({
  subtotalIva: z.number().min(0),
  subtotalIva0: z.number().min(0),
  ice: z.number().min(0),
  iva: z.number().min(0),
  currency: z.string(),
});
export type KushkiAmount = z.infer<typeof KushkiAmountSchema>;

export const KushkiDeferredSchema = z.object({
  graceMonths: z.string(),
  creditType: z.string(),
  months: z.number().int().positive(),
});

/** POST /card/v1/charges: the fields we send (Kushki's example carries more, all optional). */
export const KushkiChargeRequestSchema = z.looseObject({
  token: z.string().min(1),
  amount: KushkiAmountSchema,
  deferred: KushkiDeferredSchema.optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  fullResponse: z.union([z.boolean(), z.literal('v2')]).optional(),
});
export type KushkiChargeRequest = z.infer<typeof KushkiChargeRequestSchema>;

/** A charge's answer: the ticketNumber identifies it for voids and refunds. */
export const KushkiChargeResponseSchema = z.looseObject({
  ticketNumber: z.string().min(1),
  details: z.looseObject({ transactionStatus: z.string().optional() }).optional(),
});

/** Void and refund answers. */
export const KushkiTicketResponseSchema = z.looseObject({
  ticketNumber: z.string().min(1),
  transactionReference: z.string().optional(),
});

/** An error answer (4xx): a K-code and its Spanish text; 3DS failures add `rules`. */
export const KushkiErrorSchema = z.looseObject({
  code: z.string().optional(),
  message: z.string().optional(),
  responseCode: z.string().optional(),
  responseText: z.string().optional(),
  rules: z.array(z.looseObject({ code: z.string(), message: z.string() })).optional(),
});
export type KushkiError = z.infer<typeof KushkiErrorSchema>;

/** One deferred option the card's bank offers (GET /card/v1/deferred/{bin}). */
export const KushkiDeferredOptionSchema = z.looseObject({
  name: z.string(),
  type: z.string(),
  months: z.array(z.string()),
  monthsOfGrace: z.array(z.string()),
});
export const KushkiDeferredOptionsSchema = z.array(KushkiDeferredOptionSchema);

/**
 * Kushki's Ecuadorian amount from the IVA per rate of the whole charge (goods and shipping, as
 * the invoice itemizes them). Kushki's amount has one taxed base and one IVA: the 15 % and 5 %
 * bases add up to `subtotalIva` and their IVA to `iva`; the 0 % base is `subtotalIva0`. The
 * shop sells nothing with ICE. The parts add up to `totalCents`: when no base reaches the charge
 * (one taxed rate, ADR 064: the invoice stays a cent below it), that cent joins the base the
 * invoice would have moved it to, the taxed one, and the IVA stays the invoice's.
 */
export function kushkiAmountOf(iva: IvaTotals, totalCents: number): KushkiAmount {
  let taxedBase = moneyToCents(iva.subtotal_15) + moneyToCents(iva.subtotal_5);
  let untaxedBase = moneyToCents(iva.subtotal_0);
  const tax = moneyToCents(iva.iva_15) + moneyToCents(iva.iva_5);
  const gap = totalCents - (taxedBase + untaxedBase + tax);
  if (moneyToCents(iva.total) !== totalCents || gap < 0 || gap > 2)
    throw new Error(`the IVA breakdown (${iva.total}) does not add up to ${totalCents} cents`);
  if (taxedBase > 0) taxedBase += gap;
  else untaxedBase += gap;
  return {
    subtotalIva: centsToNumber(taxedBase),
    subtotalIva0: centsToNumber(untaxedBase),
    ice: 0,
    iva: centsToNumber(tax),
    currency: 'USD',
  };
}

/** A Kushki amount's total, in cents. */
export const centsOfAmount = (a: KushkiAmount) =>
  numberToCents(a.subtotalIva) +
  numberToCents(a.subtotalIva0) +
  numberToCents(a.iva) +
  numberToCents(a.ice);

/** A charge without a per-rate breakdown (older callers): all of it as an untaxed base. */
export function plainAmountOf(totalCents: number): KushkiAmount {
  return {
    subtotalIva: 0,
    subtotalIva0: centsToNumber(totalCents),
    ice: 0,
    iva: 0,
    currency: 'USD',
  };
}

/**
 * K-codes of a charge's error answer and what the checkout does with them. Only K322 and K325
 * (3DS) are quoted from Kushki's documentation; the others are the simulator's choice until a
 * UAT account confirms Kushki's list ("Códigos de error pagos únicos con tarjeta").
 */
export const KUSHKI_CODES = {
  /** Token already used, expired or unknown. */
  invalidToken: 'K017',
  insufficientFunds: 'K006',
  declined: 'K322',
  /** 3DS authentication failed (a sub-code inside K322's `rules`). */
  authenticationFailed: 'K325',
} as const;
