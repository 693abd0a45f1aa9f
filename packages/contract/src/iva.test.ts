import { describe, expect, it } from 'vitest';
import {
  baseOf,
  ivaBreakdown,
  ivaOf,
  spreadDiscount,
  toIvaTotals,
  type IvaLineInput,
} from './iva.js';

describe('baseOf', () => {
  it.each([
    [11500, 15, 10000],
    [10500, 5, 10000],
    [999, 0, 999],
    [100, 15, 87], // 86.956… -> 87
    [1, 15, 1], // 0.869… -> 1 (IVA 0)
    [799, 5, 761], // 760.95… -> 761
  ] as const)('gross %i at rate %i -> base %i', (gross, rate, base) => {
    expect(baseOf(gross, rate)).toBe(base);
  });
});

describe('spreadDiscount', () => {
  it.each([
    [100, [100, 100, 100], [34, 33, 33]],
    [1000, [3000, 1000], [750, 250]],
    [1, [5, 5], [1, 0]],
    [500, [300, 0, 200], [300, 0, 200]],
    [900, [300, 200], [300, 200]], // never more than the lines
    [0, [100], [0]],
  ])('%i over %j -> %j', (discount, weights, shares) => {
    expect(spreadDiscount(discount, weights)).toEqual(shares);
  });
});

describe('ivaBreakdown', () => {
  const cement: IvaLineInput = { grossCents: 2 * 799, ivaRate: 5 }; // 2 sacos
  const drill: IvaLineInput = { grossCents: 8999, ivaRate: 15 };
  const seeds: IvaLineInput = { grossCents: 350, ivaRate: 0 };
  const shipping: IvaLineInput = { grossCents: 500, ivaRate: 15, discountable: false };

  it.each([
    {
      name: 'mixed rates, no coupon',
      lines: [cement, drill, seeds],
      discount: 0,
      totals: {
        subtotal_15: '78.25',
        subtotal_5: '15.22',
        subtotal_0: '3.50',
        iva_15: '11.74',
        iva_5: '0.76',
        total: '109.47',
      },
    },
    {
      name: 'fixed coupon of 10.00 spread by gross',
      lines: [cement, drill, seeds],
      discount: 1000,
      // shares: cement 146, drill 822, seeds 32
      totals: {
        subtotal_15: '71.10',
        subtotal_5: '13.83',
        subtotal_0: '3.18',
        iva_15: '10.67',
        iva_5: '0.69',
        total: '99.47',
      },
    },
    {
      name: '10% coupon (1095 cents) with shipping that the coupon does not touch',
      lines: [cement, drill, seeds, shipping],
      discount: 1095,
      totals: {
        // shares: cement 160, drill 900, seeds 35; shipping 0. 74.77 x 15 % = 11.2155 -> 11.22,
        // 13.70 x 5 % = 0.685 -> 0.69; the 0 % base gives the cent back (ADR 064).
        subtotal_15: '74.77',
        subtotal_5: '13.70',
        subtotal_0: '3.14',
        iva_15: '11.22',
        iva_5: '0.69',
        total: '103.52',
      },
    },
    {
      name: 'coupon larger than the goods leaves shipping only',
      lines: [seeds, shipping],
      discount: 5000,
      totals: {
        subtotal_15: '4.35',
        subtotal_5: '0.00',
        subtotal_0: '0.00',
        iva_15: '0.65',
        iva_5: '0.00',
        total: '5.00',
      },
    },
  ])('$name', ({ lines, discount, totals }) => {
    const breakdown = ivaBreakdown({ lines, discountCents: discount });
    expect(toIvaTotals(breakdown)).toEqual(totals);
    const gross = lines.reduce((a, l) => a + l.grossCents, 0);
    const applied = breakdown.lines.reduce((a, l) => a + l.discountCents, 0);
    expect(breakdown.totalCents).toBe(gross - applied);
    for (const line of breakdown.lines) {
      // Each line's IVA is round(base × rate) (ADR 064); its base is within a cent of its own.
      expect(line.ivaCents).toBe(ivaOf(line.baseCents, line.ivaRate));
      expect(Math.abs(line.baseCents - baseOf(line.netCents, line.ivaRate))).toBeLessThanOrEqual(2);
      expect(line.baseBeforeDiscountCents - line.discountBaseCents).toBe(line.baseCents);
    }
  });

  it('gives each line its share of the coupon', () => {
    const breakdown = ivaBreakdown({ lines: [cement, drill, seeds], discountCents: 1000 });
    expect(breakdown.lines.map((l) => l.discountCents)).toEqual([146, 822, 32]);
  });
});
