import { describe, expect, it } from 'vitest';
import { ivaBreakdown, ivaOf, IVA_RATES, type IvaLineInput, type IvaRate } from './iva.js';

/** A seeded generator (mulberry32): the same carts on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function cart(next: () => number) {
  const int = (max: number) => Math.floor(next() * max);
  const lines: IvaLineInput[] = Array.from({ length: 1 + int(6) }, () => ({
    grossCents: (1 + int(20_000)) * (1 + int(5)),
    ivaRate: IVA_RATES[int(3)] as IvaRate,
  }));
  const goods = lines.reduce((a, l) => a + l.grossCents, 0);
  if (next() < 0.5) lines.push({ grossCents: 1 + int(1_500), ivaRate: 15, discountable: false });
  const coupon = next() < 0.5 ? 0 : next() < 0.5 ? int(goods + 1) : Math.round(goods * 0.1);
  return { lines, discountCents: coupon };
}

describe('IVA as the SRI computes it (ADR 064), over 5000 random carts', () => {
  it('every total and line has IVA = round(base × rate); the total is what was charged', () => {
    const next = random(20261126);
    let exact = 0;
    const failures: unknown[] = [];
    const N = 5000;
    for (let n = 0; n < N; n++) {
      const input = cart(next);
      const b = ivaBreakdown(input);
      const rates = IVA_RATES.filter((r) => input.lines.some((l) => l.ivaRate === r));
      const charged = input.lines.reduce((a, l) => a + l.grossCents, 0) - input.discountCents;
      const gap = b.chargedCents - b.totalCents;
      const broken = [
        ...IVA_RATES.flatMap((r) => {
          const sum = b.lines.filter((l) => l.ivaRate === r).reduce((a, l) => a + l.baseCents, 0);
          return [
            b.byRate[r].ivaCents !== ivaOf(b.byRate[r].baseCents, r) && `total ${r} %`,
            sum !== b.byRate[r].baseCents && `line bases ${r} %`,
          ];
        }),
        ...b.lines.flatMap((l) => [
          l.ivaCents !== ivaOf(l.baseCents, l.ivaRate) && 'line IVA',
          (l.discountBaseCents < 0 || l.baseCents > l.netCents) && 'line base',
          l.discountCents === 0 && l.discountBaseCents !== 0 && 'discount without coupon',
        ]),
        b.chargedCents !== Math.max(charged, 0) && 'charged',
        b.totalCents !== b.baseCents + b.ivaCents && 'total',
        // The total is what was charged, or one cent less when no base reaches it: only with
        // taxed lines of one rate (a 0 % line or a second taxed rate always absorbs the cent).
        gap !== 0 && (gap !== 1 || rates.includes(0) || rates.length > 1) && `gap ${gap}`,
      ].filter(Boolean);
      if (broken.length > 0) failures.push({ input, broken });
      if (gap === 0) exact++;
    }
    expect(failures.slice(0, 3)).toEqual([]);
    // Measured: 4955 of these 5000 carts (99.1 %) are invoiced at exactly what was charged.
    expect(exact / N).toBeGreaterThan(0.98);
  }, 60_000);

  it('the issue case: 19.62 at 15 % has IVA 2.94', () => {
    const b = ivaBreakdown({ lines: [{ grossCents: 2256, ivaRate: 15 }], discountCents: 0 });
    expect(b.byRate[15]).toEqual({ baseCents: 1962, ivaCents: 294 });
    expect(b.totalCents).toBe(2256);
  });
});
