import { describe, expect, it } from 'vitest';
import { computeTotals, discountFor, includedTax, shippingFor } from './totals.js';

const standard = { priceCents: 350, freeFromCents: 10_000 };

describe('includedTax', () => {
  it('is the IVA contained in a price that includes 15%', () => {
    expect(includedTax(11_500, 0.15)).toBe(1_500);
    expect(includedTax(1_999, 0.15)).toBe(261); // 19.99 - 17.3826 = 2.6074
    expect(includedTax(100, 0.15)).toBe(13); // 1.00 - 0.8696 = 0.1304
    expect(includedTax(0, 0.15)).toBe(0);
    expect(includedTax(5_000, 0)).toBe(0);
  });

  it('rounds to the nearest cent', () => {
    expect(includedTax(863, 0.15)).toBe(113); // 112.565 cents
    expect(includedTax(862, 0.15)).toBe(112); // 112.435 cents
  });
});

describe('discountFor', () => {
  it('takes a percentage to the nearest cent and never more than the goods', () => {
    expect(discountFor({ kind: 'percentage', percent: 10 }, 4_995)).toBe(500); // 499.5 -> 500
    expect(discountFor({ kind: 'percentage', percent: 10 }, 4_994)).toBe(499);
    expect(discountFor({ kind: 'fixed', cents: 500 }, 3_000)).toBe(500);
    expect(discountFor({ kind: 'fixed', cents: 500 }, 300)).toBe(300);
    expect(discountFor(null, 3_000)).toBe(0);
  });
});

describe('shippingFor', () => {
  it('makes standard shipping free from $100 of goods', () => {
    expect(shippingFor(standard, 9_999)).toBe(350);
    expect(shippingFor(standard, 10_000)).toBe(0);
    expect(shippingFor({ priceCents: 700, freeFromCents: null }, 50_000)).toBe(700);
  });
});

describe('computeTotals', () => {
  it('computes every total of a cart with a percentage coupon', () => {
    const totals = computeTotals({
      lines: [
        { priceCents: 4_550, comparePriceCents: 5_000, count: 2 },
        { priceCents: 1_999, comparePriceCents: 1_999, count: 1 },
      ],
      coupon: { kind: 'percentage', percent: 10 },
      shipping: standard,
      taxRate: 0.15,
    });
    // goods 110.99; 10% = 11.099 -> 11.10; after 99.89 (< 100, so shipping is paid)
    expect(totals).toEqual({
      originalCents: 11_099,
      discountCents: 1_110,
      afterCouponCents: 9_989,
      taxCents: 1_303, // 99.89 * 0.15 / 1.15 = 13.029
      shippingCents: 350,
      totalCents: 10_339,
      compareCents: 11_999,
    });
  });

  it('gives free standard shipping from $100 and no discount without a coupon', () => {
    const totals = computeTotals({
      lines: [{ priceCents: 5_000, comparePriceCents: 6_000, count: 2 }],
      coupon: null,
      shipping: standard,
      taxRate: 0.15,
    });
    expect(totals).toMatchObject({
      originalCents: 10_000,
      afterCouponCents: 10_000,
      taxCents: 1_304,
      shippingCents: 0,
      totalCents: 10_000,
      compareCents: 12_000,
    });
  });
});
