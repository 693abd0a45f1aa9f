import { randomBytes } from 'node:crypto';
import {
  centsToMoney,
  IVA_RATES,
  ivaBreakdown,
  type IvaRate,
  moneyToCents,
  type QuoteLine,
  QUOTE_VALID_DAYS,
  type ShopInfo,
} from '@shop/contract';
import type { Config } from '../../config.js';
import { isKushkiTestEnvironment } from '../../config-kushki.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { listProductsByIds } from '../catalog/catalog.service.js';
import { createQuotePdf, type QuoteSheet, shopDetails } from '../pdf/pdf.service.js';

type ShopSettings = Pick<Config, 'whatsapp' | 'sri' | 'kushki'>;

/**
 * GET /api/shop/info: the shop's public details, its WhatsApp (number and hours) and who takes
 * card payments (the sandbox is always a test one).
 */
export function getShopInfo(config: ShopSettings): ShopInfo {
  const shop = shopDetails();
  return {
    name: shop.name,
    ruc: config.sri.issuer.ruc,
    address: shop.address,
    city: shop.city,
    phone: shop.phone,
    email: shop.email,
    whatsapp: { number: config.whatsapp.number, hours: config.whatsapp.hours },
    card_payments: config.kushki
      ? { provider: 'kushki', test_mode: isKushkiTestEnvironment(config.kushki) }
      : { provider: 'sandbox', test_mode: true },
  };
}

/** "COT-20261124-7K3Q": the day in Quito and four random characters (quotes are not stored). */
export function quoteNumber(date: Date, random: Buffer = randomBytes(4)): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Guayaquil',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(date)
    .replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const suffix = [...random.subarray(0, 4)].map((b) => alphabet[b % alphabet.length]).join('');
  return `COT-${day}-${suffix}`;
}

const asRate = (rate: number): IvaRate =>
  (IVA_RATES as readonly number[]).includes(rate) ? (rate as IvaRate) : 15;

/** The quote of these lines at today's prices (repeated products add up; unknown ones: 400). */
export async function buildQuote(
  db: Db,
  input: { lines: QuoteLine[]; customer_name?: string; city?: string },
  now = new Date(),
): Promise<QuoteSheet> {
  const counts = new Map<number, number>();
  for (const l of input.lines) counts.set(l.product_id, (counts.get(l.product_id) ?? 0) + l.count);
  const products = new Map((await listProductsByIds(db, [...counts.keys()])).map((p) => [p.id, p]));
  const missing = [...counts.keys()].filter((id) => !products.has(id));
  if (missing.length > 0) {
    throw AppError.field(
      'lines',
      `Estos productos ya no están disponibles: ${missing.join(', ')}. Quítalos del carrito.`,
    );
  }
  const lines = [...counts].map(([id, count]) => {
    const p = products.get(id)!;
    const unitCents = moneyToCents(p.price);
    return { product: p, count, unitCents, grossCents: unitCents * count };
  });
  const breakdown = ivaBreakdown({
    lines: lines.map((l) => ({ grossCents: l.grossCents, ivaRate: asRate(l.product.iva_rate) })),
    discountCents: 0,
  });
  const validUntil = new Date(now.getTime() + QUOTE_VALID_DAYS * 24 * 60 * 60 * 1000);
  return {
    number: quoteNumber(now),
    date: now,
    validUntil,
    customerName: input.customer_name || undefined,
    city: input.city || undefined,
    lines: lines.map((l) => ({
      sku: l.product.sku,
      name: l.product.name,
      count: l.count,
      unitPrice: centsToMoney(l.unitCents),
      subtotal: centsToMoney(l.grossCents),
    })),
    rates: IVA_RATES.filter((rate) => lines.some((l) => asRate(l.product.iva_rate) === rate)).map(
      (rate) => ({
        rate,
        base: centsToMoney(breakdown.byRate[rate].baseCents),
        iva: centsToMoney(breakdown.byRate[rate].ivaCents),
      }),
    ),
    total: centsToMoney(breakdown.totalCents),
  };
}

/** POST /api/quote/pdf: the quote and its PDF. */
export async function createQuote(
  db: Db,
  config: ShopSettings,
  input: { lines: QuoteLine[]; customer_name?: string; city?: string },
): Promise<{ number: string; pdf: Buffer }> {
  const quote = await buildQuote(db, input);
  const pdf = await createQuotePdf(quote, {
    ruc: config.sri.issuer.ruc,
    whatsapp: config.whatsapp.number,
  });
  return { number: quote.number, pdf };
}
