// Zod-free values and functions of iva.ts, for the web's first paint (ADR 040); iva.ts
// re-exports them.
import type {
  IvaRate,
  IvaLineInput,
  IvaBreakdown,
  RateTotals,
  IvaLine,
  IvaTotals,
  IvaDisplayLine,
} from '../iva.js';
import { centsToMoney } from '../money.js';

/**
 * IVA per rate (ADR 025). Prices include IVA. A coupon's discount is spread over the
 * discountable lines in proportion to their gross amount, whole cents by the largest-remainder
 * rule (ties to the earlier line), so the line discounts add up to the coupon exactly. IVA is
 * computed as the SRI does (ADR 064): round(base × rate / 100) on every rate's total and every
 * line; the bases are chosen so that base + IVA adds up to what the customer pays.
 */
export const IVA_RATES = [15, 5, 0] as const;

/** SRI impuesto codigoPorcentaje of each rate (codigo 2 = IVA). */
export const SRI_IVA_CODES: Record<IvaRate, '4' | '5' | '0'> = { 15: '4', 5: '5', 0: '0' };

/** Base contained in a gross amount at `rate` percent, rounded half up. */
export function baseOf(grossCents: number, rate: IvaRate): number {
  return Math.floor((2 * grossCents * 100 + (100 + rate)) / (2 * (100 + rate)));
}
/** Spreads `discountCents` over weights by largest remainder; ties go to the earlier weight. */
export function spreadDiscount(discountCents: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || discountCents === 0) return weights.map(() => 0);
  const capped = Math.min(discountCents, total);
  const shares = weights.map((w) => Math.floor((capped * w) / total));
  const remainders = weights.map((w, i) => ({ i, r: (capped * w) % total }));
  let left = capped - shares.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
/** round(base × rate / 100) to the cent, half up: the IVA the SRI computes on a base. */
export function ivaOf(baseCents: number, rate: IvaRate): number {
  return Math.floor((2 * baseCents * rate + 100) / 200);
}
const invoiced = (base: number, rate: IvaRate) => base + ivaOf(base, rate);

/**
 * Per-rate bases whose base + round(base × rate) add up to `target` (ADR 064): each rate starts
 * at the base its gross contains and moves up to 2 cents; the smallest shortfall wins (0 when any
 * combination reaches the target; never above it), then the smallest move. A base stays within
 * its rate's gross plus `over` (the cents a nota de crédito carries beyond its lines' charge).
 */
function rateBases(grossByRate: [IvaRate, number][], target: number, over: number): number[] {
  const start = grossByRate.map(([rate, gross]) => baseOf(gross, rate));
  let best = { gap: Infinity, moved: Infinity, bases: start };
  const visit = (i: number, bases: number[]) => {
    if (i === start.length) {
      const sum = bases.reduce((a, b, k) => a + invoiced(b, grossByRate[k]![0]), 0);
      const gap = target - sum;
      const moved = bases.reduce((a, b, k) => a + Math.abs(b - start[k]!), 0);
      if (gap >= 0 && (gap < best.gap || (gap === best.gap && moved < best.moved)))
        best = { gap, moved, bases };
      return;
    }
    for (const d of [0, -1, 1, -2, 2]) {
      const b = start[i]! + d;
      if (b >= 0 && b <= grossByRate[i]![1] + over) visit(i + 1, [...bases, b]);
    }
  };
  visit(0, []);
  return best.bases;
}

/**
 * Spreads a rate's base over its lines: each near its own, the moved cents on the largest; a
 * cent no line's net can hold (a nota de crédito's carried cent) goes to the largest line.
 */
function lineBases(nets: number[], rate: IvaRate, total: number): number[] {
  const bases = nets.map((n) => baseOf(n, rate));
  let left = total - bases.reduce((a, b) => a + b, 0);
  const order = nets.map((n, i) => ({ n, i })).sort((a, b) => b.n - a.n || a.i - b.i);
  for (let k = 0; left !== 0 && k < 4 * order.length; k++) {
    const { i, n } = order[k % order.length]!;
    const step = Math.sign(left);
    const next = bases[i]! + step;
    if (next < 0 || next > n) continue;
    bases[i] = next;
    left -= step;
  }
  if (left > 0) bases[order[0]!.i]! += left;
  return bases;
}

export function ivaBreakdown(input: {
  lines: IvaLineInput[];
  discountCents: number;
  /**
   * The total the bases must reach when it is not what the lines charge: a nota de crédito's
   * share of its invoice (ADR 064). Default: the lines' gross less the coupon.
   */
  targetCents?: number;
}): IvaBreakdown {
  const weights = input.lines.map((l) => (l.discountable === false ? 0 : l.grossCents));
  const discounts = spreadDiscount(input.discountCents, weights);
  const nets = input.lines.map((l, i) => l.grossCents - (discounts[i] ?? 0));
  const chargedCents = nets.reduce((a, b) => a + b, 0);
  const present = IVA_RATES.filter((r) => input.lines.some((l) => l.ivaRate === r));
  const grossByRate = present.map((r): [IvaRate, number] => [
    r,
    nets.reduce((a, n, i) => a + (input.lines[i]!.ivaRate === r ? n : 0), 0),
  ]);
  const target = input.targetCents ?? chargedCents;
  const bases = rateBases(grossByRate, target, Math.max(target - chargedCents, 0));
  const byRate: Record<IvaRate, RateTotals> = {
    15: { baseCents: 0, ivaCents: 0 },
    5: { baseCents: 0, ivaCents: 0 },
    0: { baseCents: 0, ivaCents: 0 },
  };
  const lineBase: number[] = [];
  present.forEach((rate, k) => {
    const idx = input.lines.flatMap((l, i) => (l.ivaRate === rate ? [i] : []));
    const spread = lineBases(
      idx.map((i) => nets[i]!),
      rate,
      bases[k]!,
    );
    idx.forEach((i, j) => (lineBase[i] = spread[j]!));
    byRate[rate] = { baseCents: bases[k]!, ivaCents: ivaOf(bases[k]!, rate) };
  });
  const lines = input.lines.map((line, i): IvaLine => {
    const discountCents = discounts[i] ?? 0;
    const baseCents = lineBase[i]!;
    // Without a coupon share the line has no discount: its price is the base it carries.
    const baseBeforeDiscountCents =
      discountCents === 0 ? baseCents : Math.max(baseOf(line.grossCents, line.ivaRate), baseCents);
    return {
      grossCents: line.grossCents,
      ivaRate: line.ivaRate,
      discountCents,
      netCents: nets[i]!,
      baseBeforeDiscountCents,
      discountBaseCents: baseBeforeDiscountCents - baseCents,
      baseCents,
      ivaCents: ivaOf(baseCents, line.ivaRate),
    };
  });
  const baseCents = bases.reduce((a, b) => a + b, 0);
  const ivaCents = present.reduce<number>((a, r) => a + byRate[r].ivaCents, 0);
  return {
    lines,
    byRate,
    baseCents,
    ivaCents,
    discountBaseCents: lines.reduce((a, l) => a + l.discountBaseCents, 0),
    totalCents: baseCents + ivaCents,
    chargedCents,
  };
}
const money = centsToMoney;
export function toIvaTotals(breakdown: IvaBreakdown): IvaTotals {
  return {
    subtotal_15: money(breakdown.byRate[15].baseCents),
    subtotal_5: money(breakdown.byRate[5].baseCents),
    subtotal_0: money(breakdown.byRate[0].baseCents),
    iva_15: money(breakdown.byRate[15].ivaCents),
    iva_5: money(breakdown.byRate[5].ivaCents),
    total: money(breakdown.chargedCents),
  };
}
/**
 * The IVA of a cart or an order (what the web's money lines show): the lines' gross amounts at
 * their rates, the coupon's discount spread by the rule above, and shipping (when there is one)
 * as a 15% line no coupon reduces, exactly as the invoice itemizes it.
 */
export function ivaTotalsOf(input: {
  lines: { grossCents: number; ivaRate: number }[];
  discountCents: number;
  shippingCents: number;
}): IvaTotals {
  const lines: IvaLineInput[] = input.lines.map((l) => ({
    grossCents: l.grossCents,
    ivaRate: asIvaRate(l.ivaRate),
  }));
  if (input.shippingCents > 0)
    lines.push({ grossCents: input.shippingCents, ivaRate: 15, discountable: false });
  return toIvaTotals(ivaBreakdown({ lines, discountCents: input.discountCents }));
}
/** A stored rate as one of IVA_RATES (anything unknown is the general 15%). */
export function asIvaRate(rate: number): IvaRate {
  return rate === 5 || rate === 0 ? rate : 15;
}
/**
 * The IVA lines every surface shows (cart, checkout, order page, e-mails): the IVA label is
 * "IVA incluido (15%)" when one rate is present; with several rates it is "IVA incluido" and the
 * detail follows: subtotal 15%, subtotal 5%, subtotal 0% (the bases) and IVA 15%, IVA 5%.
 */
export function ivaDisplay(iva: IvaTotals): {
  label: string;
  amount: string;
  detail: IvaDisplayLine[];
} {
  const bases: Record<IvaRate, string> = {
    15: iva.subtotal_15,
    5: iva.subtotal_5,
    0: iva.subtotal_0,
  };
  const taxes: Record<IvaRate, string> = { 15: iva.iva_15, 5: iva.iva_5, 0: '0.00' };
  const present = IVA_RATES.filter((r) => bases[r] !== '0.00' || taxes[r] !== '0.00');
  const amount = money(toCentsExact(iva.iva_15) + toCentsExact(iva.iva_5));
  if (present.length <= 1)
    return { label: `IVA incluido (${present[0] ?? 15}%)`, amount, detail: [] };
  return {
    label: 'IVA incluido',
    amount,
    detail: [
      ...present.map((r) => ({ label: `Subtotal ${r}%`, amount: bases[r] })),
      ...present.filter((r) => r !== 0).map((r) => ({ label: `IVA ${r}%`, amount: taxes[r] })),
    ],
  };
}
function toCentsExact(value: string): number {
  const negative = value.startsWith('-');
  const [whole = '0', frac = '00'] = value.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}
